import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders, resetBrowserState } from '@/test/render';
import { endCssAnimations } from '@/test/end-css-animations';

import { LazyDialog } from './lazy-dialog';

const wait = { timeout: 5_000 };
const MESSAGE = 'A new version of the console is available, or part of it could not be loaded.';

/** A page with a button that opens a lazily loaded body; the body says whether it is open. */
function Page({ load }: { load: () => Promise<{ default: (props: { open: boolean }) => React.ReactNode }> }) {
  const [open, setOpen] = useState(false);
  const [Body] = useState(() => lazy(load));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Close
      </button>
      <LazyDialog open={open} title="Create API key" onClose={() => setOpen(false)}>
        {(shown) => <Body open={shown} />}
      </LazyDialog>
    </>
  );
}

const body = ({ open }: { open: boolean }) => <p>{open ? 'body open' : 'body closed'}</p>;

describe('LazyDialog', () => {
  beforeAll(endCssAnimations);
  beforeEach(async () => {
    await resetBrowserState();
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for its code only when first opened, then stays mounted while closed', async () => {
    const load = vi.fn(() => Promise.resolve({ default: body }));
    const user = userEvent.setup();
    renderWithProviders(<Page load={load} />);

    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/^body/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('body open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('body closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('body open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  // A zag dialog mounted already open can close itself at once under StrictMode (lazy-dialog.tsx); jsdom has no
  // focus trap to show that, so this holds the order that avoids it.
  it('renders a body that arrives while asked open closed first, then open', async () => {
    const seen: boolean[] = [];
    const load = () =>
      Promise.resolve({
        default: ({ open }: { open: boolean }) => {
          seen.push(open);
          return body({ open });
        },
      });
    const user = userEvent.setup();
    renderWithProviders(<Page load={load} />);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('body open')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('says so in a dialog of its own name when its code does not load, closed by its button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'));
    const user = userEvent.setup();
    renderWithProviders(<Page load={load} />);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    expect(dialog).toHaveTextContent(MESSAGE);

    // Closed by its button: Escape goes to the topmost layer, which another file's dialog can leave behind in
    // the shared test worker (the chunk-error dialog's own test covers Escape).
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), wait);
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/api-error';
import { i18n } from '@/i18n';
import { renderWithProviders, resetBrowserState } from '@/test/render';
import { endCssAnimations } from '@/test/end-css-animations';

import { ChunkErrorBoundary } from './chunk-error-boundary';
import { ChunkErrorDialog } from './chunk-error-dialog';
import { isChunkLoadError, markChunkLoadError } from './is-chunk-load-error';
import { ChunkErrorState } from './chunk-error-state';

const CHUNK_URL = 'http://localhost:4173/assets/team-BREaNjMT.js';
const MESSAGE = 'A new version of the console is available, or part of it could not be loaded.';

/** An outer error boundary that reports the message of what reached it. */
class OuterBoundary extends Component<
  { children: ReactNode; onCatch: (message: string) => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onCatch(error instanceof Error ? error.message : String(error));
  }

  override render() {
    return this.state.failed ? <p>outer boundary</p> : this.props.children;
  }
}

/** A lazily loaded part whose import fails as Chromium reports it. */
function failingPart() {
  return lazy(() =>
    Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`)),
  );
}

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', `Failed to fetch dynamically imported module: ${CHUNK_URL}`],
    ['Firefox', `error loading dynamically imported module: ${CHUNK_URL}`],
    ['Safari', 'Importing a module script failed.'],
    ["Vite's preloader", `Unable to preload CSS for ${CHUNK_URL.replace('.js', '.css')}`],
  ])('knows a failed import as %s words it', (_browser, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('knows an error Vite reported as a failed chunk, whatever its wording', () => {
    const error = new Error('Load failed');
    expect(isChunkLoadError(error)).toBe(false);
    markChunkLoadError(error);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('does not take other failures for one', () => {
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
    expect(
      isChunkLoadError(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x', kind: 'network' })),
    ).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('ChunkErrorBoundary', () => {
  beforeEach(async () => {
    await resetBrowserState();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the message with Reload in place of a part whose code failed, the rest stays', async () => {
    const Part = failingPart();
    renderWithProviders(
      <main>
        <h1>Team</h1>
        <ChunkErrorBoundary>
          <Suspense fallback={<p>Loading…</p>}>
            <Part />
          </Suspense>
        </ChunkErrorBoundary>
      </main>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGE);
    expect(screen.getByRole('heading', { name: 'Team' })).toBeVisible();
    expect(document.body).not.toHaveTextContent('/assets/');
    expect(document.body).not.toHaveTextContent('dynamically imported');

    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('speaks Swedish with the Swedish catalogue', async () => {
    await act(() => i18n.changeLanguage('sv'));
    const Part = failingPart();
    renderWithProviders(
      <ChunkErrorBoundary>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'En ny version av konsolen finns tillgänglig, eller så gick en del av den inte att läsa in.',
    );
    expect(screen.getByRole('button', { name: 'Ladda om' })).toBeVisible();
  });

  it('hands any other error on to the next boundary up', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    const outerCaught = vi.fn();
    renderWithProviders(
      <OuterBoundary onCatch={outerCaught}>
        <ChunkErrorBoundary>
          <Broken />
        </ChunkErrorBoundary>
      </OuterBoundary>,
    );
    await waitFor(() => expect(outerCaught).toHaveBeenCalledWith('render failed'));
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});

describe('ChunkErrorState', () => {
  beforeEach(resetBrowserState);

  it('reloads the page with Reload', async () => {
    const onReload = vi.fn();
    renderWithProviders(<ChunkErrorState onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});

describe('ChunkErrorDialog', () => {
  beforeAll(endCssAnimations);
  beforeEach(async () => {
    await resetBrowserState();
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it("is a dialog of the failed part's name with the message, closed by Escape", async () => {
    const onClose = vi.fn();
    renderWithProviders(<ChunkErrorDialog open title="Command palette" onClose={onClose} />);

    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

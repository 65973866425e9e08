import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeMatchMedia } from '@/test/media-query';
import { signedInAccount } from '@/test/mock-account';
import { renderRoute, resetBrowserState } from '@/test/render';
import { endCssAnimations } from '@/test/end-css-animations';

// The shell's lazy parts (palette, dialog) can take seconds on a loaded two-core machine.
const settle = { timeout: 10_000 };

// A whole signed-in app renders, its pages lazily: give finds time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

/** A window `width` CSS pixels wide, as far as media queries of the form `(min-width: …)` go. */
function windowWidth(width: number) {
  const remOrPx = /\(min-width:\s*([\d.]+)(rem|em|px)\)/;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    fakeMatchMedia((query) => {
      const match = remOrPx.exec(query);
      if (!match) return false;
      const min = Number(match[1]) * (match[2] === 'px' ? 1 : 16);
      return width >= min;
    }),
  );
}

describe('the side menu', () => {
  beforeEach(async () => {
    await resetBrowserState();
    signedInAccount();
  });
  afterEach(() => vi.restoreAllMocks());

  it('is beside the page from the lg breakpoint (1024 px) on, with no menu drawer open', async () => {
    windowWidth(1280);
    renderRoute('/');
    const aside = await screen.findByRole('complementary');
    expect(within(aside).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not rendered on a narrower screen, where the top bar’s menu button opens it in a drawer', async () => {
    windowWidth(800);
    renderRoute('/');
    const openMenu = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await userEvent.click(openMenu);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});

describe('New Project and the search trigger', () => {
  beforeAll(endCssAnimations);
  beforeEach(async () => {
    await resetBrowserState();
    signedInAccount();
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it('is an action of the command palette that opens the New Project dialog, on a phone too', async () => {
    windowWidth(390);
    const user = userEvent.setup();
    renderRoute('/');
    await screen.findByRole('button', { name: 'Open menu' }, settle);
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' }, settle);
    await user.type(within(palette).getByRole('combobox'), 'new project');
    await user.click(await within(palette).findByRole('option', { name: /^New Project/ }, settle));
    const dialog = await screen.findByRole('dialog', { name: 'New Project' }, settle);
    expect(await within(dialog).findByRole('textbox', { name: 'Project Name' }, settle)).toBeInTheDocument();
  });

  it('names the shortcut ⌘K on Apple platforms and Ctrl K elsewhere', async () => {
    windowWidth(1280);
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const { unmount } = renderRoute('/');
    expect(await screen.findByRole('button', { name: 'Search ⌘K' }, settle)).toBeInTheDocument();
    unmount();

    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Win32');
    renderRoute('/');
    expect(await screen.findByRole('button', { name: 'Search Ctrl K' }, settle)).toBeInTheDocument();
  });
});

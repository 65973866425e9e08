import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getGetAuthStatusMockHandler } from '@/api/generated/endpoints/auth/auth.msw';
import { testUserSignedIn } from '@/features/auth/test-fixtures';
import { fakeMatchMedia } from '@/test/media-query';
import { server } from '@/test/msw-server';
import { renderRoute, resetBrowserState } from '@/test/render';

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
    server.use(getGetAuthStatusMockHandler(testUserSignedIn));
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

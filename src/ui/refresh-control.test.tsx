import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/render';

import { RefreshControl } from './refresh-control';

// A local time, so the expected text does not depend on the machine's time zone.
const NOW = new Date(2026, 10, 26, 16, 5);
const TODAY_14_32 = new Date(2026, 10, 26, 14, 32).getTime();
const YESTERDAY_09_05 = new Date(2026, 10, 25, 9, 5).getTime();

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

function renderControl(props: Partial<Parameters<typeof RefreshControl>[0]> = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const onRefresh = vi.fn();
  renderWithProviders(
    <>
      {/* Where the keyboard comes from: Tab from the page's previous control, whatever else the document holds. */}
      <button type="button">Before</button>
      <RefreshControl updatedAt={TODAY_14_32} fetching={false} onRefresh={onRefresh} {...props} />
    </>,
  );
  return { onRefresh, user: userEvent.setup() };
}

describe('the refresh control', () => {
  it('says the time of figures fetched today', () => {
    renderControl();
    expect(screen.getByText('Updated 14:32')).toBeVisible();
  });

  it('names the day of figures fetched on an earlier day, in sv-SE', () => {
    renderControl({ updatedAt: YESTERDAY_09_05 });
    expect(screen.getByText('Updated 2026-11-25 09:05')).toBeVisible();
  });

  it('says so while nothing has arrived', () => {
    renderControl({ updatedAt: 0 });
    expect(screen.getByText('Not loaded yet')).toBeVisible();
  });

  it('refetches from a button named Refresh, reached with the keyboard', async () => {
    const { onRefresh, user } = renderControl();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('spins while fetching, stays focusable and does not ask twice', async () => {
    const { onRefresh, user } = renderControl({ fetching: true });
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('title', 'Refreshing…');
    await user.click(button);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('speaks Swedish in Swedish', async () => {
    await i18n.changeLanguage('sv');
    renderControl();
    expect(screen.getByText('Uppdaterad 14:32')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Uppdatera' })).toBeVisible();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { LOCAL_STORAGE_KEYS } from '@/config';
import { fakeMatchMedia } from '@/test/media-query';
import { renderWithProviders, resetBrowserState } from '@/test/render';

import { ThemeSwitch } from './theme-switch';

function preferDark() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    fakeMatchMedia((query) => query === '(prefers-color-scheme: dark)'),
  );
}

describe('ThemeSwitch', () => {
  beforeEach(resetBrowserState);

  it('offers system, light and dark in a labelled group, system by default', () => {
    renderWithProviders(<ThemeSwitch />);

    const group = screen.getByRole('radiogroup', { name: 'Colour mode' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'system',
      'light',
      'dark',
    ]);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.theme)).toBeNull();
    expect(document.documentElement).toHaveClass('light');
  });

  it('follows a dark system preference while set to system', () => {
    preferDark();
    renderWithProviders(<ThemeSwitch />);

    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('picking dark stores theme=dark and puts the dark class on <html>', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThemeSwitch />);

    await user.click(screen.getByRole('radio', { name: 'Dark' }));

    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('starts from the stored choice and can go back to light', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.theme, 'dark');
    const user = userEvent.setup();
    renderWithProviders(<ThemeSwitch />);

    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Light' }));

    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('light');
    expect(document.documentElement).toHaveClass('light');
  });
});

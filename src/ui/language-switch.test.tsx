import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { LOCAL_STORAGE_KEYS } from '@/config';
import { renderWithProviders, resetBrowserState } from '@/test/render';

import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  beforeEach(resetBrowserState);

  it('offers English and Svenska, English by default', () => {
    renderWithProviders(<LanguageSwitch />);

    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Svenska' })).not.toBeChecked();
  });

  it('switches to Swedish, remembers it and sets the document language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitch />);

    await user.click(screen.getByRole('radio', { name: 'Svenska' }));

    expect(await screen.findByRole('radiogroup', { name: 'Språk' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Svenska' })).toBeChecked();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.language)).toBe('sv');
    expect(document.documentElement.lang).toBe('sv');
  });
});

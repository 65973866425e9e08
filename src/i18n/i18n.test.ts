import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { firstScreenEn } from './first-screen.en';
import { shellAppEn } from './shell-app.en';
import { shellAppSv } from './shell-app.sv';

// The console's own loading of strings (src/test/setup.ts gives every other test the whole catalogue): a
// fresh i18n module each, as a visitor's first load gets it.
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('strings in parts', () => {
  it('starts with the first screen in English only, and fetches Swedish when switching to it', async () => {
    const { i18n, changeLanguage } = await freshI18n();
    expect(i18n.t('auth.signIn.welcome')).toBe('Welcome back');
    expect(i18n.hasResourceBundle('sv', 'translation')).toBe(false);
    expect(i18n.exists('pages.overview.title')).toBe(false); // the signed-in app's, not loaded

    await changeLanguage('sv');
    expect(i18n.resolvedLanguage).toBe('sv');
    expect(i18n.t('auth.signIn.welcome')).toBe('Välkommen tillbaka');
    expect(localStorage.getItem('language')).toBe('sv');
    expect(document.documentElement.lang).toBe('sv');
  });

  it('starts in the stored language once its strings are there (before the first render)', async () => {
    localStorage.setItem('language', 'sv');
    const { i18n, loadStartLanguage } = await freshI18n();
    expect(i18n.language).toBe('sv');
    await loadStartLanguage();
    expect(i18n.resolvedLanguage).toBe('sv');
    expect(i18n.t('auth.signIn.welcome')).toBe('Välkommen tillbaka');
  });

  it('fetches the strings when the language is changed on i18next directly (English meanwhile)', async () => {
    const { i18n } = await freshI18n();
    await i18n.changeLanguage('sv');
    await vi.waitFor(() => expect(i18n.t('auth.signIn.welcome')).toBe('Välkommen tillbaka'));
    expect(i18n.resolvedLanguage).toBe('sv');
  });

  it('adds a part’s strings in every language, merged into the keys already there', async () => {
    const { i18n, addStrings, changeLanguage } = await freshI18n();
    addStrings({ en: { shell: shellAppEn }, sv: { shell: shellAppSv } });
    expect(i18n.t('shell.commandPalette.label')).toBe('Command palette');
    expect(i18n.t('shell.maintenance.title')).toBe('Underhållsläge'); // kept
    await changeLanguage('sv');
    expect(i18n.t('shell.commandPalette.label')).toBe('Kommandopalett');
    expect(i18n.t('shell.pageError.retry')).toBe('Försök igen');
    expect(Object.keys(firstScreenEn.shell)).not.toContain('commandPalette'); // the module's constant untouched
  });
});

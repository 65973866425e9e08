import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/test/render';

import { i18n } from './i18n';
import { useTranslation } from './use-translation';

function Title() {
  const { t } = useTranslation();
  return <h1>{t('shell.commandPalette.label')}</h1>;
}

function SwedishLine() {
  const { t } = useTranslation(undefined, { lng: 'sv' });
  return <p>{t('shell.commandPalette.label')}</p>;
}

describe('useTranslation', () => {
  it('renders in the current language and again when it changes', async () => {
    renderWithProviders(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('Command palette');
    await act(() => i18n.changeLanguage('sv'));
    expect(screen.getByRole('heading')).toHaveTextContent('Kommandopalett');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Command palette');
  });

  it('renders again when strings are added in the language shown', () => {
    const label = (value: string) => ({ shell: { commandPalette: { label: value } } });
    renderWithProviders(<Title />);
    try {
      act(() => void i18n.addResourceBundle('en', 'translation', label('Palette'), true, true));
      expect(screen.getByRole('heading')).toHaveTextContent('Palette');
    } finally {
      i18n.addResourceBundle('en', 'translation', label('Command palette'), true, true);
    }
  });

  it('keeps a pinned language whatever the console is in', async () => {
    renderWithProviders(<SwedishLine />);
    expect(screen.getByText('Kommandopalett')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Kommandopalett')).toBeInTheDocument();
  });

  it('gives the same `t` until the language or the strings change, and stops listening when unmounted', async () => {
    const seen: unknown[] = [];
    function Recorder({ label }: { label: string }) {
      const { t } = useTranslation();
      seen.push(t);
      return <p>{label}</p>;
    }
    const view = renderWithProviders(<Recorder label="first" />);
    view.rerender(<Recorder label="second" />);
    expect(new Set(seen).size).toBe(1);

    await act(() => i18n.changeLanguage('sv'));
    expect(new Set(seen).size).toBe(2);

    view.unmount();
    const renders = seen.length;
    await act(() => i18n.changeLanguage('en'));
    expect(seen).toHaveLength(renders);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { APP_VERSION } from '@/config';
import { renderRoute, resetBrowserState } from '@/test/render';

describe('the first screen (/)', () => {
  beforeEach(resetBrowserState);

  it('names the product, states the platform promises and shows the version', async () => {
    renderRoute('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'EU AI Console' })).toBeVisible();
    const promises = within(screen.getByRole('region', { name: 'Why this platform' }));
    expect(promises.getByRole('heading', { name: 'Data inside EU borders' })).toBeVisible();
    expect(promises.getByRole('heading', { name: 'Open source and open models' })).toBeVisible();
    expect(promises.getByRole('heading', { name: 'Built with sustainability in mind' })).toBeVisible();
    expect(screen.getByText(`Version ${APP_VERSION}`)).toBeVisible();
    expect(APP_VERSION).toBe('1.1.15');
  });

  it('has the language and colour-mode switches', async () => {
    renderRoute('/');

    const preferences = within(await screen.findByRole('region', { name: 'Preferences' }));
    expect(preferences.getByRole('radiogroup', { name: 'Language' })).toBeVisible();
    expect(preferences.getByRole('radiogroup', { name: 'Colour mode' })).toBeVisible();
  });

  it('translates the whole screen to Swedish', async () => {
    const user = userEvent.setup();
    renderRoute('/');

    await user.click(await screen.findByRole('radio', { name: 'Svenska' }));

    expect(await screen.findByRole('heading', { name: 'Data inom EU:s gränser' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Mörkt' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inloggning är på väg' })).toBeVisible();
  });
});

describe('an unknown path', () => {
  beforeEach(resetBrowserState);

  it('shows the not-found screen with a way back to the start page', async () => {
    renderRoute('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });
});

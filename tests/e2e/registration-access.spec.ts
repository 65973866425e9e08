import { expect, test, type Page } from '@playwright/test';

import { followSystemScheme, scanBothSchemes } from './support/a11y';
import { API, CONSOLE, DEMO_NEW, isProviderPage, signIn } from './support/mock-platform';
import {
  companyNameField,
  expectStep,
  fieldMessage,
  FJALLBACKA,
  signInAsNewIdentity,
  STEP,
  vatField,
} from './support/wizard';

// Getting into and out of registration (spec sections 2 and 4): a visitor without a sign-in account starts
// at the identity provider, a session that ends mid-way leads back through sign-in with the draft kept, an
// identity still registering can sign out, and the step indicator reads whole at every width.
test.describe.configure({ mode: 'parallel' });

const progress = (page: Page) => page.getByRole('navigation', { name: 'Registration progress' });

test('signed out, /auth?step=2 starts registration at the identity provider, not in a wizard that cannot succeed', async ({
  page,
}) => {
  await page.goto('/auth?step=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(progress(page)).toHaveCount(0);
  await expect(page.getByLabel(/Password/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `${API}/v1/auth/login?redirectUrl=${encodeURIComponent(`${CONSOLE}/auth`)}`,
  );

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(isProviderPage);
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
});

test('a session that ends mid-wizard leads to sign-in and back to the wizard with what was typed', async ({
  page,
  context,
}) => {
  await signInAsNewIdentity(page);
  await companyNameField(page).fill(FJALLBACKA.name);
  await context.clearCookies({ name: 'console_session' });
  await vatField(page).fill(FJALLBACKA.vatNumber);

  await expect(page.getByRole('heading', { level: 1, name: 'Continue your registration' })).toBeVisible();
  await expect(page.getByText(/Invalid VAT number/)).toHaveCount(0);

  // The provider still knows the identity: signing in comes straight back to the wizard and its draft.
  await page.getByRole('button', { name: 'Sign in to continue' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/auth?step=1`);
  await expectStep(page, STEP.company, { at: 1, of: 4 });
  await expect(companyNameField(page)).toHaveValue(FJALLBACKA.name);
  await expect(vatField(page)).toHaveValue(FJALLBACKA.vatNumber);
  await expect(fieldMessage(page, vatField(page))).toContainText('Company found.');
});

test('an identity still registering is told who is signed in and can sign out, with no second way to sign in', async ({
  page,
}) => {
  await signInAsNewIdentity(page);
  await expect(page.getByText(`Signed in as ${DEMO_NEW.email}`)).toBeVisible();
  await expect(page.getByText('Already have an account?')).toHaveCount(0);

  const endSession = page.waitForRequest((request) => request.url().startsWith(`${API}/oidc/session/end`));
  await page.getByRole('link', { name: 'Sign out' }).click();
  await endSession;
  await page.waitForURL(`${CONSOLE}/auth`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

for (const language of ['en', 'sv'] as const) {
  test(`the step names read whole at 1280 px, and the current one is named at 390 and 768 px (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO_NEW.email, DEMO_NEW.password, `${CONSOLE}/auth`);
    await expect(page).toHaveURL(`${CONSOLE}/auth?step=1`);
    // The indicator by its structure: its accessible name is in the page's language.
    const indicator = page.locator('nav').filter({ has: page.locator('ol') });
    const names = indicator.getByRole('listitem');
    await expect(names).toHaveCount(4);
    for (const name of await names.all()) {
      const label = name.locator('p');
      await expect(label).toBeVisible();
      const cut = await label.evaluate(
        (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
      expect(cut, `"${await label.textContent()}" is cut off`).toBe(false);
    }

    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(indicator.getByText(/^(Step|Steg) 1 (of|av) 4: \S/)).toBeVisible();
    }
  });
}

test("the start of registration and the identity's wizard header pass axe, light and dark", async ({
  page,
}) => {
  await followSystemScheme(page);
  await page.goto('/auth?step=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await scanBothSchemes(page, '/auth?step=1 signed out');

  await signInAsNewIdentity(page);
  await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
  await scanBothSchemes(page, 'wizard with Sign out');
});

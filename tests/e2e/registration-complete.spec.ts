import type { Page } from '@playwright/test';

import { expect, test } from './support/mock-control';
import { authStatusFromPage, CONSOLE, DEMO_NEW } from './support/mock-platform';
import {
  banner,
  bannerMessage,
  choiceRadio,
  companyNameField,
  completeButton,
  continueButton,
  expectStep,
  FJALLBACKA,
  goToReview,
  invoiceEmailField,
  isRegistrationRequest,
  REGISTRATION_URL,
  signInAsNewIdentity,
  STEP,
  vatField,
} from './support/wizard';
import { holdRoute, pauseClock } from './support/page-time';

// Registrations that complete, and the wizard under injected faults (spec sections 3, 4 and 8).
// Completing a registration links the shared demo identity new@nordlys.example to a new account, and
// faults apply to everyone: so this file runs in the serial `mock-control` project (playwright.config.ts),
// after every other spec, and which puts the mock platform back to its seed before each test.
test.beforeEach(async ({ page }) => {
  // The page's clock, which the test can stop and move (the 2 s before the console opens), from the first page.
  await page.clock.install();
  await signInAsNewIdentity(page);
});

const SUCCESS = 'Registration completed successfully! Taking you to your console…';

/**
 * After the success banner, 2 s later on the page's clock (paused by `pauseClock` before the submit), the
 * signed-in console's Overview (spec section 4).
 */
async function expectSignedInOverview(page: Page) {
  await expect(bannerMessage(page)).toHaveText(SUCCESS);
  await expect(banner(page)).toHaveAttribute('data-tone', 'success');
  await page.clock.runFor(1_900);
  await expect(page).toHaveURL(/\/auth/);
  await expect(completeButton(page)).toBeDisabled();
  await page.clock.runFor(200);
  await expect(page).toHaveURL(`${CONSOLE}/`);
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect(await authStatusFromPage(page)).toMatchObject({
    authenticated: true,
    hasOdooAccount: true,
    user: { email: DEMO_NEW.email },
  });
  // the draft is gone with the registration
  expect(await page.evaluate(() => sessionStorage.getItem('registration_draft'))).toBeNull();
}

test('a company registers: the payload, the success banner, then the Overview, signed in', async ({
  page,
}) => {
  await goToReview(page);
  await pauseClock(page);
  const sent = page.waitForRequest(isRegistrationRequest);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  const request = await sent;
  expect(request.postDataJSON()).toEqual({
    company: {
      name: FJALLBACKA.name,
      email: FJALLBACKA.invoiceEmail,
      vatNumber: FJALLBACKA.vatNumber,
      address: {
        street: FJALLBACKA.street,
        city: FJALLBACKA.city,
        zip: FJALLBACKA.zip,
        countryCode: FJALLBACKA.countryCode,
      },
    },
    plans: [{ id: 'wallet_50_monthly', quantity: 1 }],
    paymentMethodId: expect.stringMatching(/^pm_/) as unknown,
    marketingConsent: true,
    termsAccepted: true,
  });
  expect((await request.response())?.status()).toBe(201);
  await expectSignedInOverview(page);
});

test('an individual registers: Individual clears the company name and VAT, and no company is sent', async ({
  page,
}) => {
  // Typed for a company first, then Individual.
  await vatField(page).fill(FJALLBACKA.vatNumber);
  await expect(companyNameField(page)).toHaveValue(FJALLBACKA.name);
  await goToReview(page, { company: 'individual', plan: 'Get Started' });
  const summary = page.getByRole('region', { name: STEP.company });
  await expect(summary).toContainText('Individual');
  await expect(summary).toContainText(DEMO_NEW.email);
  await expect(summary).not.toContainText(FJALLBACKA.name);
  await expect(summary).not.toContainText(FJALLBACKA.vatNumber);

  await pauseClock(page);
  const sent = page.waitForRequest(isRegistrationRequest);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).not.toHaveProperty('company');
  expect(body).toEqual({
    plans: [{ id: 'get_started', quantity: 1 }],
    paymentMethodId: expect.stringMatching(/^pm_/) as unknown,
    marketingConsent: true,
    termsAccepted: true,
  });
  await expectSignedInOverview(page);
});

test('a double click on Complete Registration sends exactly one request', async ({ page }) => {
  await goToReview(page);
  const sentRequests: string[] = [];
  page.on('request', (request) => {
    if (isRegistrationRequest(request)) sentRequests.push(request.url());
  });
  // The platform's answer is held until both clicks have landed and the button shows the call under way.
  const release = await holdRoute(page, REGISTRATION_URL);
  await pauseClock(page);
  await page.getByRole('button', { name: 'Complete Registration' }).dblclick();
  await expect(completeButton(page)).toHaveText('Completing registration…');
  await expect(completeButton(page)).toBeDisabled();
  release();
  await expectSignedInOverview(page);
  expect(sentRequests).toHaveLength(1);
});

test('a network failure at submit keeps everything typed; once back online the submit succeeds', async ({
  page,
}) => {
  await goToReview(page, { plan: 'Wallet 500' });
  await page.route(REGISTRATION_URL, (route) => route.abort('failed'));
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(bannerMessage(page)).toHaveText('Network error. Please check your connection and try again.');
  await expect(banner(page)).toHaveAttribute('data-tone', 'error');

  // Nothing typed is lost: the review, the terms, and the fields behind it.
  await expectStep(page, STEP.review);
  const summary = page.getByRole('region', { name: STEP.company });
  await expect(summary).toContainText(FJALLBACKA.name);
  await expect(summary).toContainText(FJALLBACKA.vatNumber);
  await expect(summary).toContainText(FJALLBACKA.invoiceEmail);
  await expect(page.getByRole('region', { name: STEP.plan })).toContainText('Wallet 500');
  await expect(page.getByRole('region', { name: STEP.payment })).toContainText('Visa •••• 4242');
  await expect(page.getByRole('checkbox', { name: 'I accept all of the terms below' })).toBeChecked();
  await page.getByRole('button', { name: `Edit ${STEP.company}` }).click();
  await expect(vatField(page)).toHaveValue(FJALLBACKA.vatNumber);
  await expect(invoiceEmailField(page)).toHaveValue(FJALLBACKA.invoiceEmail);
  await continueButton(page).click();
  await expect(choiceRadio(page, 'Plans', 'Wallet 500')).toBeChecked();
  await continueButton(page).click();
  await expect(page.getByText('Card added')).toBeVisible();
  await continueButton(page).click();
  await expectStep(page, STEP.review);

  await page.unroute(REGISTRATION_URL);
  await pauseClock(page);
  const sent = page.waitForRequest(isRegistrationRequest);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    company: { vatNumber: FJALLBACKA.vatNumber },
    plans: [{ id: 'wallet_500_monthly', quantity: 1 }],
  });
  await expectSignedInOverview(page);
});

import { expect, type Browser, type Locator, type Page, type Request } from '@playwright/test';

import { scaled } from './budget';
import { API, CONSOLE, DEMO_NEW, signIn } from './mock-platform';

/**
 * The registration wizard (spec sections 2, 4, 5, 8 and 9) driven the way a person does: the new
 * identity signs in through the provider, then each step is filled through its labelled controls. The texts
 * are the spec's (src/i18n/registration*.en.ts, errors.en.ts).
 */

export const STEP = {
  account: 'Account Information',
  company: 'Company Details (optional)',
  plan: 'Select a Plan',
  payment: 'Payment Method',
  review: 'Review & Confirm',
} as const;

export type StepTitle = (typeof STEP)[keyof typeof STEP];

/** The registration call the final button makes. */
export const REGISTRATION_PATH = '/v1/users/me/complete-registration';
export const REGISTRATION_URL = `${API}${REGISTRATION_PATH}`;
export const VAT_URL = `${API}/v1/vat/validate`;

export const isRegistrationRequest = (request: Request) =>
  request.method() === 'POST' && request.url() === REGISTRATION_URL;

/** Fjällbacka Data AB: a company the VAT registry knows and no customer holds (docs/mock-platform.md). */
export const FJALLBACKA = {
  vatNumber: 'SE559123456701',
  name: 'Fjällbacka Data AB',
  street: 'Hamngatan 12',
  zip: '457 40',
  city: 'Fjällbacka',
  countryCode: 'SE',
  invoiceEmail: 'faktura@fjallbacka-data.example',
} as const;

/** Stripe's documented test cards, as the payment step's stand-in answers them. */
export const CARD = {
  visa: '4242 4242 4242 4242',
  /** Adds fine; registration then answers 402 PAYMENT_FAILED. */
  chargeDeclined: '4000 0000 0000 0341',
  /** Declined when added: "Your card was declined." */
  declined: '4000 0000 0000 0002',
  /** Asks for 3-D Secure; saved once the challenge is approved. */
  authentication: '4000 0025 0000 3155',
  /** Always asks for 3-D Secure (used here to fail the challenge). */
  alwaysAuthenticate: '4000 0027 6000 3184',
} as const;

/** Stripe's answer when the card's 3-D Secure challenge fails. */
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The issuer's challenge, as the stand-in shows it in the page (Stripe's test mode look). */
export const authenticationChallenge = (page: Page) =>
  page.getByRole('dialog', { name: '3D Secure 2 Test Page' });

/** The step's h2 (the form is labelled by it; focus moves there on a step change). */
export const stepHeading = (page: Page) => page.locator('#registration-step-heading');

/** The wizard's dismissible message banner (role alert for errors, status otherwise). */
export const banner = (page: Page) => page.locator('[data-tone]');
/** The banner's message line (without the bullets of VALIDATION_ERROR or the 'Sign in instead' button). */
export const bannerMessage = (page: Page) => banner(page).locator('p').first();

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
export const backButton = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });
/** The final button; its label changes to 'Try again in N s' while locked, so matched by its type. */
export const completeButton = (page: Page) => page.locator('form button[type="submit"]');

export const vatField = (page: Page) => page.getByRole('textbox', { name: 'VAT number' });
export const companyNameField = (page: Page) => page.getByRole('textbox', { name: 'Company name' });
export const invoiceEmailField = (page: Page) => page.getByRole('textbox', { name: 'Invoice email' });
export const countrySelect = (page: Page) => page.getByRole('combobox', { name: 'Country' });
export const acceptAllTerms = (page: Page) =>
  page.getByRole('checkbox', { name: 'I accept all of the terms below' });

/** The error (or helper) text under a field of the wizard (Chakra's Field: the control's id + the text). */
export function fieldMessage(page: Page, control: Locator): Locator {
  return page.locator('[data-part="root"][data-scope="field"]').filter({ has: control });
}

export async function expectStep(page: Page, title: StepTitle, position?: { of: number; at: number }) {
  await expect(stepHeading(page)).toHaveText(title);
  if (position) {
    await expect(
      page.getByRole('navigation', { name: 'Registration progress' }).getByText(/^Step \d+ of \d+: /),
    ).toHaveText(`Step ${position.at} of ${position.of}: ${title}`);
  }
}

/**
 * Signs the demo identity without a back-office account in through the provider (a new session each time,
 * so the per-session registration rate limit starts afresh) and waits for the wizard at step 1 of 4.
 */
export async function signInAsNewIdentity(page: Page) {
  await signIn(page, DEMO_NEW.email, DEMO_NEW.password, `${CONSOLE}/auth`);
  await expect(page).toHaveURL(`${CONSOLE}/auth?step=1`);
  await expectStep(page, STEP.company, { at: 1, of: 4 });
}

/**
 * Signs the new identity in once, in a context of its own, and saves the session to `path` for
 * `test.use({ storageState: path })`: one sign-in for a file (sessions survive the mock's reset). Call it
 * after a reset, as the identity must still be unregistered. An explicit empty state: the runner would
 * otherwise apply the file's `storageState`, which does not exist yet.
 */
export async function saveNewIdentityState(browser: Browser, path: string) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await signInAsNewIdentity(await context.newPage());
  await context.storageState({ path });
  await context.close();
}

export interface CompanyInput {
  vatNumber?: string;
  /** Typed before the VAT number, so the registry's auto-fill keeps it (e.g. a trigger name). */
  name?: string;
  invoiceEmail?: string;
  /** Wait for the registry's 'Company found.' (the default for a number it knows). */
  expectFound?: boolean;
}

/** Fills the company step: name first (if given), the VAT number, then the invoice email. */
export async function fillCompany(page: Page, input: CompanyInput = {}) {
  const { vatNumber = FJALLBACKA.vatNumber, invoiceEmail = FJALLBACKA.invoiceEmail } = input;
  if (input.name !== undefined) await companyNameField(page).fill(input.name);
  await vatField(page).fill(vatNumber);
  if (input.expectFound ?? vatNumber === FJALLBACKA.vatNumber) {
    await expect(fieldMessage(page, vatField(page))).toContainText('Company found.');
    await expect(page.getByRole('textbox', { name: 'Street address' })).not.toHaveValue('');
  }
  await invoiceEmailField(page).fill(invoiceEmail);
}

/** Types a card into the card provider's element (the stand-in's labelled inputs) without adding it. */
export async function typeCard(page: Page, number: string, expiry = '12/34', cvc = '123') {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiration date' }).fill(expiry);
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill(cvc);
}

/** Adds a (Visa: every card used here) card on the payment step; waits for its brand and last four digits. */
export async function addCard(page: Page, number: string = CARD.visa) {
  await typeCard(page, number);
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('Card added')).toBeVisible();
  const last4 = number.replace(/\s/g, '').slice(-4);
  await expect(page.getByText(`Visa ending in ${last4}`)).toBeAttached();
  await expect(page.getByText(`•••• ${last4}`)).toBeVisible();
}

export interface ReviewInput {
  company?: CompanyInput | 'individual';
  /** The plan card's title: 'Get Started', 'Wallet 50' (default) or 'Wallet 500'. */
  plan?: string;
  card?: string;
  acceptTerms?: boolean;
}

/**
 * A card of a choice group (account type, plan) by its title. Its radio's name is the whole card's text,
 * badge first ('Recommended Wallet 50 …'), so the title is matched as a word, not at the start.
 */
const titled = (title: string) => new RegExp(`(^|\\s)${title}\\b(?!0)`);

export const choiceRadio = (page: Page, group: 'Account type' | 'Plans', title: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: titled(title) });

export const planRadio = (page: Page, title: string) => choiceRadio(page, 'Plans', title);

/** Chooses a card: a click on the card (its radio is visually hidden under it), as a person does. */
export async function choose(page: Page, group: 'Account type' | 'Plans', title: string) {
  await page
    .getByRole('radiogroup', { name: group })
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: titled(title) }) })
    .click();
  await expect(choiceRadio(page, group, title)).toBeChecked();
}

/** From step 1 to the review step, filling each step on the way. */
export async function goToReview(page: Page, input: ReviewInput = {}) {
  if (input.company === 'individual') {
    await choose(page, 'Account type', 'Individual');
  } else {
    await fillCompany(page, input.company);
  }
  await continueButton(page).click();
  await expectStep(page, STEP.plan);
  if (input.plan) await choose(page, 'Plans', input.plan);
  await continueButton(page).click();
  await expectStep(page, STEP.payment);
  await addCard(page, input.card ?? CARD.visa);
  await continueButton(page).click();
  await expectStep(page, STEP.review);
  if (input.acceptTerms ?? true) await acceptAllTerms(page).check();
}

/**
 * The new identity registers through the whole wizard, as a company or an individual, and lands on the
 * console's overview: the walk a scenario's answers must not break.
 */
export async function registerAndLand(page: Page, account: 'company' | 'individual') {
  await signInAsNewIdentity(page);
  await goToReview(page, account === 'individual' ? { company: 'individual' } : {});
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(bannerMessage(page)).toHaveText(
    'Registration completed successfully! Taking you to your console…',
  );
  await expect(page).toHaveURL(`${CONSOLE}/`, { timeout: scaled(10_000) });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

/** The sessionStorage and localStorage of the page, as one string (to look for what must never be kept). */
export async function browserStorage(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage } }));
}

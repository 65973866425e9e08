import { expect, test, type Page } from '@playwright/test';

import { DEMO_NEW } from './support/mock-platform';
import {
  acceptAllTerms,
  banner,
  bannerMessage,
  CARD,
  completeButton,
  expectStep,
  FJALLBACKA,
  goToReview,
  isRegistrationRequest,
  planRadio,
  REGISTRATION_URL,
  signInAsNewIdentity,
  STEP,
  type ReviewInput,
  type StepTitle,
} from './support/wizard';
import { pauseClock, queuedWorkDone } from './support/page-time';

// The registration errors of spec section 8, one per way the wizard answers (the step it jumps to, the
// actions it offers), made by the mock platform's triggers (src/mocks/registration-triggers.ts,
// docs/mock-platform.md). Each code's message, tone and step is pinned per code in registration-errors.test.ts. None of them creates anything, and the rate limit
// counts per session (each test signs in afresh), so the tests run in parallel with the other specs.
test.describe.configure({ mode: 'parallel' });

type Payload = Record<string, unknown> & { company?: Record<string, unknown> };

interface ErrorCase {
  code: string;
  /** Tells two cases of one code apart. */
  label?: string;
  status: number;
  /** What the wizard is filled with (a trigger company name, a card, a plan). */
  input?: ReviewInput;
  /**
   * Rewrites the request body on its way to the real mock platform (page.route + route.continue), for a
   * payload the wizard's own checks never send: its VAT look-up refuses these numbers at step 1, and it
   * always sends the card.
   */
  rewrite?: (body: Payload) => Payload;
  message: string;
  /**
   * The step shown after the error (its h2); the step of the spec's "Wizard action" column, or the review
   * for step 0, which an identity never walks (its count stays 'of 4').
   */
  step: StepTitle;
  signIn: boolean;
  /** More to check afterwards. */
  then?: (page: Page, response: { details?: unknown }) => Promise<void>;
}

const triggerName = (code: string): ReviewInput => ({
  company: { name: `Trigger ${code}`, vatNumber: FJALLBACKA.vatNumber },
});
const withVat = (vatNumber: string) => (body: Payload) => ({
  ...body,
  company: { ...body.company, vatNumber },
});
const accountExists = `An account with email ${DEMO_NEW.email} already exists. You can sign in instead.`;

const CASES: ErrorCase[] = [
  {
    code: 'VALIDATION_ERROR',
    label: 'company.vatNumber',
    status: 400,
    // page.route rewrite: a VAT number without its country code, which the wizard rewrites (SE…01) itself.
    rewrite: withVat('5591234567'),
    message: 'Please fix the following issues: ',
    step: STEP.company,
    signIn: false,
    then: async (page, response) => {
      const details = response.details as { path: string; message: string }[];
      expect(details[0]?.path).toBe('company.vatNumber');
      const messages = details.map((detail) => detail.message);
      await expect(banner(page).getByRole('listitem')).toHaveText(messages);
      // the field named first gets focus and shows the server's message
      const vat = page.getByRole('textbox', { name: 'VAT number' });
      await expect(vat).toBeFocused();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('registration-company-vatNumber');
      await expect(vat).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(messages[0] ?? '', { exact: true }).last()).toBeVisible();
    },
  },
  {
    code: 'VALIDATION_ERROR',
    label: 'termsAccepted',
    status: 400,
    // page.route rewrite: terms not accepted (the final button is disabled until they are). The spec sends
    // termsAccepted to step 0, which is hidden for an identity: the wizard shows the step owning the field.
    rewrite: (body) => ({ ...body, termsAccepted: false }),
    message: 'Please fix the following issues: ',
    step: STEP.review,
    signIn: false,
    then: async (page, response) => {
      const details = response.details as { path: string; message: string }[];
      expect(details[0]?.path).toBe('termsAccepted');
      await expect(banner(page).getByRole('listitem')).toHaveText(details.map((detail) => detail.message));
      await expect(page.getByRole('checkbox', { name: 'I accept all of the terms below' })).toBeFocused();
    },
  },
  {
    code: 'COMPANY_ALREADY_EXISTS',
    status: 409,
    rewrite: withVat('SE556677889901'), // page.route rewrite: the look-up says "already registered" at step 1
    message:
      'This VAT number is already registered. Ask the person who holds that account to invite you to their team.',
    step: STEP.company,
    // 'already registered': the banner rules of section 8 offer to sign in
    signIn: true,
  },
  {
    code: 'PAYMENT_FAILED',
    status: 402,
    // Through the UI: the test card that adds fine and fails when charged.
    input: { card: CARD.chargeDeclined },
    // "message shown" (spec section 8): the platform's own message, not the catalogue's fallback
    message: 'Your card was declined.',
    step: STEP.payment,
    signIn: false,
    then: async (page) => {
      // The declined card is taken off: step 3 asks for another, with the platform's message at the card.
      await expect(page.getByText('Card added')).toHaveCount(0);
      await expect(page.getByLabel('Card number')).toBeVisible();
      await expect(page.locator('form').getByText('Your card was declined.')).toBeVisible();
    },
  },
  {
    code: 'EMAIL_ALREADY_EXISTS',
    status: 409,
    input: triggerName('EMAIL_ALREADY_EXISTS'),
    message: accountExists,
    step: STEP.review,
    signIn: true,
    then: async (page) => {
      // The review names the account the provider knows; there is nothing to edit about it here.
      const account = page.getByRole('region', { name: STEP.account });
      await expect(account).toContainText(DEMO_NEW.email);
      await expect(account.getByRole('button')).toHaveCount(0);
    },
  },
  {
    code: 'USER_ALREADY_EXISTS',
    status: 409,
    input: triggerName('USER_ALREADY_EXISTS'),
    message: accountExists,
    step: STEP.review,
    signIn: true,
    then: async (page) => {
      // "Sign in instead" ends this identity's session and shows the sign-in view.
      await banner(page).getByRole('button', { name: 'Sign in instead' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    },
  },
  {
    code: 'INVALID_PLAN',
    status: 400,
    input: { ...triggerName('INVALID_PLAN'), plan: 'Wallet 500' },
    message: 'The selected plan is invalid or no longer available. Please choose a plan again.',
    step: STEP.plan,
    signIn: false,
    then: async (page) => {
      await expect(planRadio(page, 'Wallet 50')).toBeChecked();
      await expect(planRadio(page, 'Wallet 500')).not.toBeChecked();
    },
  },
  {
    code: 'USER_CREATION_FAILED',
    status: 500,
    input: triggerName('USER_CREATION_FAILED'),
    message: 'We could not create your user account. Please try again in a moment.',
    // Step 0 (spec section 8), which an identity does not walk: the review, where the retry is.
    step: STEP.review,
    signIn: false,
  },
  {
    code: 'SUBSCRIPTION_FAILED',
    status: 500,
    input: triggerName('SUBSCRIPTION_FAILED'),
    message:
      'Your account was created, but setting up billing failed. Please contact support to finish the set-up.',
    step: STEP.review,
    signIn: false,
    then: async (page) => {
      // The account exists: no second registration, but a way on that stays until taken.
      await expect(completeButton(page)).toBeDisabled();
      await expect(banner(page).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(banner(page).getByRole('button', { name: 'Dismiss message' })).toHaveCount(0);
      // On to the console: the auth status is asked again (a real platform now has the account; the mock's
      // trigger creates nothing, so its guard keeps this identity at the wizard, the way to support still shown).
      const status = page.waitForResponse((response) => response.url().endsWith('/v1/auth/status'));
      await banner(page).getByRole('button', { name: 'Continue to the console' }).click();
      await status;
      await expect(page).toHaveURL(/\/auth/);
      await expect(banner(page).getByRole('link', { name: 'Contact support' })).toBeVisible();
    },
  },
  {
    code: 'SERVER_ERROR',
    status: 500,
    input: triggerName('SERVER_ERROR'),
    message: 'Something went wrong on our side. Please try again in a few minutes.',
    step: STEP.review,
    signIn: false,
    then: async (page) => {
      // No step to go to: focus goes to the banner (never left on <body>), and a retry is possible.
      await expect(banner(page)).toBeFocused();
      await expect(completeButton(page)).toBeEnabled();
    },
  },
];

test.beforeEach(async ({ page }) => {
  await signInAsNewIdentity(page);
});

for (const c of CASES) {
  const how = c.rewrite ? 'a rewritten request' : c.input?.card ? 'a test card' : 'a trigger company name';
  const name = c.label ? `${c.code} on ${c.label}` : c.code;
  test(`${name} via ${how}: the message, then ${c.step}`, async ({ page }) => {
    await goToReview(page, c.input);
    if (c.rewrite) {
      const rewrite = c.rewrite;
      await page.route(REGISTRATION_URL, async (route) => {
        const body = route.request().postDataJSON() as Payload;
        await route.continue({ postData: JSON.stringify(rewrite(body)) });
      });
    }
    const answered = page.waitForResponse(REGISTRATION_URL);
    await completeButton(page).click();
    const response = await answered;
    expect(response.status()).toBe(c.status);
    const envelope = (await response.json()) as { code: string; details?: unknown };
    expect(envelope.code).toBe(c.code);

    await expect(bannerMessage(page)).toHaveText(c.message);
    await expect(banner(page)).toHaveAttribute('data-tone', 'error');
    await expect(banner(page).getByRole('button', { name: 'Sign in instead' })).toHaveCount(c.signIn ? 1 : 0);
    await expectStep(page, c.step, { at: stepNumber(c.step), of: 4 });
    await expect(page).toHaveURL(/\/auth/);
    await c.then?.(page, envelope);
  });
}

/** The position of a step among the four an identity sees. */
function stepNumber(step: StepTitle): number {
  const visible: readonly StepTitle[] = [STEP.company, STEP.plan, STEP.payment, STEP.review];
  return visible.indexOf(step) + 1;
}

test('two clicks on Complete Registration in one moment (before a re-render) send one request', async ({
  page,
}) => {
  // A failing registration (SERVER_ERROR) changes nothing, so this runs here; the double click of a
  // registration that completes is in registration-complete.spec.ts.
  await goToReview(page, triggerName('SERVER_ERROR'));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isRegistrationRequest(request)) sent.push(request.url());
  });
  const answered = page.waitForResponse(REGISTRATION_URL);
  // Both clicks in the same task: the button is not disabled yet for the second, only the submit flag
  // stops it (spec section 4: "A submit flag prevents duplicate submission").
  await completeButton(page).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await answered;
  await expect(bannerMessage(page)).toHaveText(
    'Something went wrong on our side. Please try again in a few minutes.',
  );
  expect(sent).toHaveLength(1);
});

test('REGISTRATION_RATE_LIMIT_EXCEEDED: the sixth attempt locks the button for 60 s, through a reload too', async ({
  page,
}) => {
  // The sign-in of beforeEach ran on real time: install the fake clock now and reload, before any attempt.
  await page.clock.install();
  await page.reload();
  await goToReview(page, triggerName('SERVER_ERROR'));
  const complete = completeButton(page);

  // Five attempts in the minute are allowed (SERVER_ERROR each time), the sixth answers 429.
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answered = page.waitForResponse(REGISTRATION_URL);
    await complete.click();
    expect((await answered).status()).toBe(500);
    await expect(complete).toHaveText('Complete Registration');
    await expect(complete).toBeEnabled();
  }
  // From the sixth attempt on, the page's time moves only when the test moves it.
  const answeredAt = await pauseClock(page);
  const answered = page.waitForResponse(REGISTRATION_URL);
  await complete.click();
  expect((await answered).status()).toBe(429);
  await expect(bannerMessage(page)).toHaveText(
    'Too many registration attempts. Please wait a few minutes before trying again.',
  );
  await expect(complete).toHaveText('Try again in 60 s');
  await expect(complete).toBeDisabled();
  await expectStep(page, STEP.review);

  // The countdown runs: each second's render arms the timer of the next.
  await queuedWorkDone(page);
  await page.clock.runFor(1_000);
  await expect(complete).toHaveText('Try again in 59 s');

  // A reload keeps the lock, counting from the original answer. The page starts on timers of its own, so its
  // clock runs through the reload: what the button shows is the 60 s less the time since the answer on it.
  await page.clock.runFor(9_000);
  await page.clock.resume();
  await page.reload();
  await expectStep(page, STEP.review);
  await expect(complete).toHaveText(/^Try again in \d+ s$/);
  await expect
    .poll(async () => {
      const shown = Number(/\d+/.exec((await complete.textContent()) ?? '')?.[0]);
      const left = answeredAt + 60_000 - (await page.evaluate(() => Date.now()));
      return shown - Math.ceil(left / 1_000);
    })
    .toBe(0);
  await expect(complete).toBeDisabled();

  // After the 60 s the button is back.
  await page.clock.fastForward('01:00');
  await expect(complete).toHaveText('Complete Registration');
  await expect(complete).toBeEnabled();
});

test('while the registration is sent nothing can change: Edit, the terms, Back and the final button are disabled', async ({
  page,
}) => {
  await goToReview(page, triggerName('SERVER_ERROR'));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(REGISTRATION_URL, async (route) => {
    await held;
    await route.continue();
  });
  await completeButton(page).click();

  const review = page.locator('form');
  await expect(completeButton(page)).toBeDisabled();
  for (const edit of await review.getByRole('button', { name: /^Edit / }).all())
    await expect(edit).toBeDisabled();
  for (const box of await review.getByRole('checkbox').all()) await expect(box).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();

  release();
  await expect(bannerMessage(page)).toHaveText(
    'Something went wrong on our side. Please try again in a few minutes.',
  );
  await expect(review.getByRole('button', { name: 'Edit Select a Plan' })).toBeEnabled();
  await expect(acceptAllTerms(page)).toBeChecked();
});

test('a dismissed banner fades out over 300 ms, then focus goes to the step heading', async ({ page }) => {
  // The 300 ms are counted on the page's clock, which the test moves: installed now, and the page reloaded.
  await page.clock.install();
  await page.reload();
  await goToReview(page, triggerName('SERVER_ERROR'));
  await completeButton(page).click();
  await expect(banner(page)).toBeFocused();

  await pauseClock(page);
  await banner(page).getByRole('button', { name: 'Dismiss message' }).click();
  await expect(banner(page)).toHaveAttribute('data-leaving', 'true');
  await expect(banner(page)).toHaveCSS('animation-name', 'fade-out');
  await page.clock.runFor(290);
  await expect(banner(page)).toBeVisible();
  await page.clock.runFor(20);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('#registration-step-heading')).toBeFocused();
  await page.clock.resume();

  // With reduced motion it goes at once, without the animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await completeButton(page).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toHaveCSS('animation-name', 'none');
  await banner(page).getByRole('button', { name: 'Dismiss message' }).click();
  await expect(banner(page)).toHaveCount(0);
});

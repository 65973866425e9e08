import type { Page } from '@playwright/test';

import { expect, test } from './support/mock-control';
import {
  expectNoHorizontalScroll,
  expectNoSeriousViolations,
  followSystemScheme,
  inEachScheme,
  tabTo,
} from './support/a11y';
import { scaled } from './support/budget';
import { CONSOLE, DEMO_ADMIN, DEMO_NEW, isProviderPage, signIn } from './support/mock-platform';
import {
  acceptAllTerms,
  banner,
  CARD,
  choiceRadio,
  completeButton,
  continueButton,
  expectStep,
  fieldMessage,
  FJALLBACKA,
  invoiceEmailField,
  saveNewIdentityState,
  STEP,
  vatField,
} from './support/wizard';

// Accessibility, where the shared mock platform has to change: the back office down (maintenance
// screen), faults (the error screen, an error toast), the wizard (a registration completes) and an
// invitation sent. So playwright.config.ts runs this file in the serial mock-control project, which puts
// the platform back to its seed before every test.

/**
 * Dark mode is scanned at 320 px wide (light at the desktop default), so each screen here is also checked for
 * reflow, and axe sees the narrow layout once.
 */
const NARROW = { width: 320, height: 640 };

const NEW_IDENTITY_STATE = 'test-results/.a11y-new-identity-state.json';

/** The page as it is now: light at the desktop width, then dark at 320 px with its reflow; then back to desktop. */
async function check(page: Page, screen: string) {
  const desktop = page.viewportSize();
  await inEachScheme(page, async (scheme) => {
    if (scheme === 'light') {
      await expectNoSeriousViolations(page, `${screen} (light)`);
      return;
    }
    await page.setViewportSize(NARROW);
    await expectNoSeriousViolations(page, `${screen} (dark)`);
    await expectNoHorizontalScroll(page, `${screen} at ${NARROW.width} px`);
  });
  if (desktop) await page.setViewportSize(desktop);
}

/** The wizard's screens in order, each reached from the one before. */
const WIZARD: { screen: string; walk: (page: Page) => Promise<void> }[] = [
  { screen: 'company step', walk: async () => {} },
  {
    screen: 'company step filled',
    walk: async (page) => {
      await vatField(page).fill(FJALLBACKA.vatNumber);
      await expect(fieldMessage(page, vatField(page))).toContainText('Company found.');
      await invoiceEmailField(page).fill(FJALLBACKA.invoiceEmail);
    },
  },
  {
    screen: 'plan step',
    walk: async (page) => {
      await continueButton(page).click();
      await expectStep(page, STEP.plan);
    },
  },
  {
    screen: 'payment step',
    walk: async (page) => {
      await continueButton(page).click();
      await expectStep(page, STEP.payment);
    },
  },
  {
    screen: 'review step',
    walk: async (page) => {
      await page.getByRole('textbox', { name: 'Card number' }).fill(CARD.visa);
      await page.getByRole('textbox', { name: 'Expiration date' }).fill('12/34');
      await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
      await page.getByRole('button', { name: 'Add card' }).click();
      await expect(page.getByText('Card added')).toBeVisible();
      await continueButton(page).click();
      await expectStep(page, STEP.review);
    },
  },
];

test.describe('axe, light and dark', () => {
  test.beforeEach(async ({ page }) => {
    await followSystemScheme(page);
  });

  test('axe: the maintenance screen', async ({ page, mockPlatform }) => {
    await mockPlatform.updateSettings({ odooStatus: 'down' });
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Underhållsläge' })).toBeVisible();
    await check(page, 'maintenance screen');
  });

  test('axe: the sign-in status error', async ({ page, mockPlatform }) => {
    await mockPlatform.setFault('getAuthStatus', { status: 503, code: 'SERVER_ERROR' });
    await page.goto('/auth');
    await expect(page.getByRole('alert')).toContainText('We could not check your sign-in status.');
    await check(page, 'sign-in status error');
  });

  test('axe: the generic error screen', async ({ page, mockPlatform }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await mockPlatform.setFault('getAuthStatus', { status: 500, code: 'SERVER_ERROR' });
    await page.goto('/settings');
    // The status call is retried (with the build's short backoff) before the error screen shows.
    await expect(
      page.getByText('Something went wrong on our side. Please try again in a few minutes.'),
    ).toBeVisible({ timeout: scaled(15_000) });
    await check(page, 'generic error screen');
  });

  test.describe('the registration wizard', () => {
    test.beforeAll(async ({ browser, mockPlatform }) => {
      // One sign-in for the steps; the identity unregistered, whatever a failed attempt before completed.
      await mockPlatform.reset();
      await saveNewIdentityState(browser, NEW_IDENTITY_STATE);
    });
    test.use({ storageState: NEW_IDENTITY_STATE });

    // One walk through the steps, each screen scanned on the way (a failing scan names its screen and the
    // walk goes on).
    test(`axe: wizard, ${WIZARD.map(({ screen }) => screen).join(', ')}`, async ({ page }) => {
      // A walk of several screens, each scanned twice (light, dark): a budget per screen, not one for all.
      test.setTimeout(scaled(15_000 + 15_000 * WIZARD.length));
      await page.goto('/auth?step=1');
      await expectStep(page, STEP.company, { at: 1, of: 4 });
      for (const { screen, walk } of WIZARD) {
        await walk(page);
        await check(page, `wizard, ${screen}`);
      }
    });
  });
});

test('the registration wizard, keyboard only, to the signed-in console', async ({ page }) => {
  // Sign-in itself is walked with the keyboard in a11y-keyboard.spec.ts; here the wizard.
  await page.goto('/auth');
  await tabTo(page, page.getByRole('button', { name: 'Sign In', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(isProviderPage);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(DEMO_NEW.email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(DEMO_NEW.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${CONSOLE}/auth?step=1`);
  await expectStep(page, STEP.company, { at: 1, of: 4 });

  // Step 1: a company, through its VAT number.
  await tabTo(page, vatField(page));
  await page.keyboard.type(FJALLBACKA.vatNumber);
  await expect(fieldMessage(page, vatField(page))).toContainText('Company found.');
  await tabTo(page, invoiceEmailField(page));
  await page.keyboard.type(FJALLBACKA.invoiceEmail);
  await tabTo(page, continueButton(page));
  await page.keyboard.press('Enter');

  // Step 2: the plans are a radio group; the arrows move the choice.
  await expectStep(page, STEP.plan);
  const plans = page.getByRole('radiogroup', { name: 'Plans' });
  await tabTo(page, plans.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowRight');
  await expect(choiceRadio(page, 'Plans', 'Wallet 500')).toBeChecked();
  await tabTo(page, continueButton(page));
  await page.keyboard.press('Enter');

  // Step 3: a card typed into the card provider's fields, added with Enter.
  await expectStep(page, STEP.payment);
  await tabTo(page, page.getByRole('textbox', { name: 'Card number' }));
  await page.keyboard.type(CARD.visa);
  await tabTo(page, page.getByRole('textbox', { name: 'Expiration date' }));
  await page.keyboard.type('1234');
  await tabTo(page, page.getByRole('textbox', { name: 'Security code (CVC)' }));
  await page.keyboard.type('123');
  await tabTo(page, page.getByRole('button', { name: 'Add card' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Card added')).toBeVisible();
  await tabTo(page, continueButton(page));
  await page.keyboard.press('Enter');

  // Step 4: the terms with Space, then complete.
  await expectStep(page, STEP.review);
  await tabTo(page, acceptAllTerms(page));
  await page.keyboard.press('Space');
  await expect(acceptAllTerms(page)).toBeChecked();
  await tabTo(page, completeButton(page));
  await page.keyboard.press('Enter');
  // The outcome is announced: the banner is a status message.
  await expect(banner(page)).toHaveAttribute('data-tone', 'success');
  await expect(banner(page)).toHaveAttribute('role', 'status');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

test('invite a member, keyboard only; the toast is a status, a refused invitation an alert', async ({
  page,
  mockPlatform,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/team`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const invite = page.getByRole('button', { name: 'Invite member' });
  await tabTo(page, invite);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  const email = dialog.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused();

  // A malformed address: the field's error is announced.
  await page.keyboard.type('not-an-email');
  await tabTo(page, dialog.getByRole('button', { name: 'Send invitation' }));
  await page.keyboard.press('Enter');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const error = dialog.getByText('Please enter a valid email address');
  await expect(error).toHaveAttribute('aria-live', 'polite');
  // Chakra's Field ties the error to the input with aria-errormessage.
  await expect(email).toHaveAccessibleErrorMessage('Please enter a valid email address');

  await tabTo(page, email, { backwards: true });
  await page.keyboard.press('Control+a');
  await page.keyboard.type('keyboard.only@nordlys.example');
  await tabTo(page, dialog.getByRole('button', { name: 'Send invitation' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'keyboard.only@nordlys.example' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Invitations' }).getByText('keyboard.only@nordlys.example'),
  ).toBeVisible();

  // Refused by the platform: the dialog's message is an alert.
  await mockPlatform.setFault('inviteUser', { code: 'INSUFFICIENT_PERMISSIONS' });
  await tabTo(page, invite, { backwards: true, max: 80 });
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await page.keyboard.type('refused@nordlys.example');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText("You don't have permission to perform this action.");
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A failed action's toast is an alert (a success's is a status, above).
  await mockPlatform.setFault('resendInvitation', { code: 'SERVER_ERROR', status: 500 });
  await tabTo(
    page,
    page.getByRole('button', { name: 'Resend the invitation to oskar.lund@nordlys.example' }),
  );
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The invitation could not be resent' }),
  ).toBeVisible();
});

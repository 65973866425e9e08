import { expect, test } from '@playwright/test';

import { DEMO_NEW } from './support/mock-platform';
import {
  acceptAllTerms,
  addCard,
  AUTHENTICATION_FAILED,
  authenticationChallenge,
  backButton,
  banner,
  bannerMessage,
  browserStorage,
  CARD,
  choiceRadio,
  choose,
  companyNameField,
  countrySelect,
  completeButton,
  continueButton,
  expectStep,
  fieldMessage,
  fillCompany,
  FJALLBACKA,
  goToReview,
  invoiceEmailField,
  planRadio,
  signInAsNewIdentity,
  STEP,
  typeCard,
  VAT_URL,
  vatField,
} from './support/wizard';
import { holdRoute } from './support/page-time';

// The registration wizard's steps, checks, VAT states, card entry and draft (spec sections 2, 4, 5
// and 9). None of these completes a registration or changes the shared mock platform: each test signs the
// new identity in afresh (its own session) and stops before, or fails, the final call. The specs that do
// register, or inject faults, are in registration-complete.spec.ts (the serial `mock-control` project).
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await signInAsNewIdentity(page);
});

test.describe('step 1, company details', () => {
  test('the new identity starts at step 1 of 4; a known VAT number auto-fills the company', async ({
    page,
  }) => {
    // The auto-fill message's 3 s run on the page's clock, which the test moves: installed now, and the page
    // reloaded (the sign-in of beforeEach ran on real time).
    await page.clock.install();
    await page.reload();
    await expectStep(page, STEP.company, { at: 1, of: 4 });
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(choiceRadio(page, 'Account type', 'Company')).toBeChecked();
    await expect(page.getByText(`Receipts go to ${DEMO_NEW.email}.`)).toBeVisible();
    await expect(backButton(page)).toHaveCount(0);

    await vatField(page).fill(FJALLBACKA.vatNumber);
    await expect(banner(page)).toHaveText('Company found! Company details auto-filled.');
    await expect(banner(page)).toHaveAttribute('data-tone', 'success');
    await expect(fieldMessage(page, vatField(page))).toContainText('Company found.');
    await expect(companyNameField(page)).toHaveValue(FJALLBACKA.name);
    await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue(FJALLBACKA.street);
    await expect(page.getByRole('textbox', { name: 'Postal code' })).toHaveValue(FJALLBACKA.zip);
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue(FJALLBACKA.city);
    await expect(countrySelect(page)).toHaveValue(FJALLBACKA.countryCode);
    // The auto-fill message goes after 3 s (spec section 9).
    await page.clock.runFor(3_000);
    await expect(banner(page)).toHaveCount(0);

    // The invoice email is still required.
    await continueButton(page).click();
    await expect(banner(page)).toHaveText('Please complete all required company information');
    await expect(fieldMessage(page, invoiceEmailField(page))).toContainText('Email is required');
    await expect(invoiceEmailField(page)).toBeFocused();
    await invoiceEmailField(page).fill('not-an-email');
    await expect(fieldMessage(page, invoiceEmailField(page))).toContainText(
      'Please enter a valid email address',
    );
    await invoiceEmailField(page).fill(FJALLBACKA.invoiceEmail);
    await continueButton(page).click();
    await expectStep(page, STEP.plan, { at: 2, of: 4 });
    await expect(banner(page)).toHaveCount(0);
  });

  test('Continue on an empty company step: "VAT number is required for companies" and the field errors', async ({
    page,
  }) => {
    await continueButton(page).click();
    await expect(banner(page)).toHaveText('VAT number is required for companies');
    await expect(banner(page)).toHaveAttribute('role', 'alert');
    await expect(fieldMessage(page, vatField(page))).toContainText(
      'VAT number must be in format XX123456789 (country code + number)',
    );
    await expect(fieldMessage(page, companyNameField(page))).toContainText(
      'Company name must be between 2 and 100 characters',
    );
    await expect(fieldMessage(page, invoiceEmailField(page))).toContainText('Email is required');
    await expect(vatField(page)).toHaveAttribute('aria-invalid', 'true');
    await expectStep(page, STEP.company, { at: 1, of: 4 });

    // Dismissible
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(banner(page)).toHaveCount(0);
  });

  // BUG (reported): the step's check focuses the first error in the schema's order (company name), not
  // the first invalid field on screen (VAT number, which the banner names).
  test('Continue on an empty company step focuses the first invalid field, the VAT number', async ({
    page,
  }) => {
    await continueButton(page).click();
    await expect(banner(page)).toHaveText('VAT number is required for companies');
    await expect(vatField(page)).toBeFocused();
  });

  test('a VAT number of the wrong format: the banner says "VAT number format is invalid"', async ({
    page,
  }) => {
    await companyNameField(page).fill('Format Test AB');
    await invoiceEmailField(page).fill('billing@format.example');

    // Not starting with two letters: the schema's message.
    await vatField(page).fill('5E12345678');
    await continueButton(page).click();
    await expect(banner(page)).toHaveText('VAT number format is invalid');
    await expect(fieldMessage(page, vatField(page))).toContainText(
      'VAT number must start with a valid 2-letter country code',
    );

    // Two letters but no digits: the step's own check (two letters followed by digits).
    await vatField(page).fill('SEABCDEFGH');
    await continueButton(page).click();
    await expect(banner(page)).toHaveText('VAT number format is invalid');
    await expect(fieldMessage(page, vatField(page))).toContainText(
      'VAT number must be in format XX123456789',
    );
    await expectStep(page, STEP.company);
  });

  test('an organisation number 559123-4567 becomes SE559123456701 on blur and is looked up', async ({
    page,
  }) => {
    await vatField(page).fill('559123-4567');
    await vatField(page).blur();
    await expect(vatField(page)).toHaveValue('SE559123456701');
    await expect(fieldMessage(page, vatField(page))).toContainText('Company found.');
    await expect(companyNameField(page)).toHaveValue(FJALLBACKA.name);
  });

  test('Individual clears the company name and VAT number and needs nothing else', async ({ page }) => {
    await fillCompany(page);
    await choose(page, 'Account type', 'Individual');
    await expect(vatField(page)).toHaveCount(0);
    await expect(companyNameField(page)).toHaveCount(0);
    await expect(page.getByText('No company details are needed for an individual account.')).toBeVisible();
    // The form itself (as its draft shows): name and VAT cleared, invoices to the user's own email.
    const draft = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('registration_draft') ?? 'null') as unknown,
    );
    expect(draft).toMatchObject({
      form: { company: { type: 'individual', name: '', vatNumber: '', email: DEMO_NEW.email } },
    });
    await continueButton(page).click();
    await expectStep(page, STEP.plan, { at: 2, of: 4 });

    // Back on step 1 the choice is kept; switching to Company again brings back what was typed for it
    // (use-registration-wizard.ts keeps it aside: nothing typed is lost).
    await backButton(page).click();
    await expectStep(page, STEP.company);
    await expect(choiceRadio(page, 'Account type', 'Individual')).toBeChecked();
    await choose(page, 'Account type', 'Company');
    await expect(vatField(page)).toHaveValue(FJALLBACKA.vatNumber);
    await expect(companyNameField(page)).toHaveValue(FJALLBACKA.name);
  });
});

test.describe('what the VAT number fills, and what step 1 asks for', () => {
  test('a number the registry cannot check after a found one: what the registry filled is emptied, what the user typed stays', async ({
    page,
  }) => {
    const street = page.getByRole('textbox', { name: 'Street address' });
    await street.fill('Box 7');
    await invoiceEmailField(page).fill(FJALLBACKA.invoiceEmail);
    await vatField(page).fill(FJALLBACKA.vatNumber);
    await expect(companyNameField(page)).toHaveValue(FJALLBACKA.name);
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue(FJALLBACKA.city);

    await vatField(page).fill('SE503503503501'); // the registry answers 503 for it
    await expect(fieldMessage(page, vatField(page))).toContainText('We could not verify the VAT number');
    await expect(companyNameField(page)).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Postal code' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('');
    await expect(countrySelect(page)).toHaveValue('SE');
    await expect(street).toHaveValue('Box 7');
    await expect(invoiceEmailField(page)).toHaveValue(FJALLBACKA.invoiceEmail);

    // Nothing of Fjällbacka goes on under the new number: the name is asked for.
    await continueButton(page).click();
    await expect(fieldMessage(page, companyNameField(page))).toContainText(
      'Company name must be between 2 and 100 characters',
    );
    await expectStep(page, STEP.company);
  });

  test('a VAT number under 9 characters: Continue shows the format message and asks the registry nothing', async ({
    page,
  }) => {
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url() === VAT_URL) lookups.push(request.postData() ?? '');
    });
    await companyNameField(page).fill('Short Number AB');
    await invoiceEmailField(page).fill('billing@short.example');
    await vatField(page).fill('SE12345');
    await continueButton(page).click();
    await expect(banner(page)).toHaveText('VAT number format is invalid');
    await expect(fieldMessage(page, vatField(page))).toContainText(
      'VAT number must be in format XX123456789',
    );
    await expect(vatField(page)).toBeFocused();
    await expectStep(page, STEP.company);
    expect(lookups).toEqual([]);
  });

  test('the country: a select filled from the VAT prefix (Greece from EL), required, then on to the plan', async ({
    page,
  }) => {
    await expect(countrySelect(page)).toHaveValue('');
    await companyNameField(page).fill('Pireas Data IKE');
    await invoiceEmailField(page).fill('billing@pireas.example');
    await vatField(page).fill('EL998877665'); // valid, no details in the registry
    await expect(countrySelect(page)).toHaveValue('GR');
    await expect(countrySelect(page).locator('option:checked')).toHaveText('Greece');
    await expect(fieldMessage(page, vatField(page))).toContainText('no company details were found');

    await countrySelect(page).selectOption('');
    await continueButton(page).click();
    await expect(banner(page)).toHaveText('Please complete all required company information');
    await expect(fieldMessage(page, countrySelect(page))).toContainText('Country is required');
    await expect(countrySelect(page)).toBeFocused();

    await countrySelect(page).selectOption({ label: 'Greece' });
    await continueButton(page).click();
    await expectStep(page, STEP.plan);
  });

  test('a Greek company the registry knows (its country given as EL) is filled in with Greece', async ({
    page,
  }) => {
    await vatField(page).fill('EL801234567');
    await expect(companyNameField(page)).toHaveValue('Akropolis AI IKE');
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Athina');
    await expect(countrySelect(page)).toHaveValue('GR');
  });
});

test.describe('VAT look-up states', () => {
  test('validating: "Checking the VAT number…" while the registry answers, then "Company found."', async ({
    page,
  }) => {
    // Hold the registry's answer until the spinner state has been read.
    const release = await holdRoute(page, VAT_URL);
    await vatField(page).fill(FJALLBACKA.vatNumber);
    await expect(fieldMessage(page, vatField(page))).toContainText('Checking the VAT number…');
    release();
    await expect(fieldMessage(page, vatField(page))).toContainText('Company found.');
  });

  const states = [
    {
      what: 'an invalid number (fails the Luhn check)',
      vatNumber: 'SE556123456801',
      field: 'Invalid VAT number. Please check and try again.',
      blocks: true,
      offersSignIn: false,
    },
    {
      what: 'a number a customer already holds (Nordlys)',
      vatNumber: 'SE556677889901',
      field:
        "This company is already registered in our system. If you're a member of this company, please contact your administrator.",
      blocks: true,
      // 'already registered': the banner offers to sign in (spec section 8, banner rules)
      offersSignIn: true,
    },
    {
      what: 'a valid number without company details',
      vatNumber: 'SE556123456701',
      field: 'VAT number is valid but no company details were found. Please enter company details manually.',
      blocks: false,
      offersSignIn: false,
    },
    {
      what: 'the registry unreachable for this number (answers 503)',
      vatNumber: 'SE503503503501',
      field:
        'We could not verify the VAT number right now. You can continue; we will check it again when you complete registration.',
      blocks: false,
      offersSignIn: false,
    },
  ] as const;

  for (const state of states) {
    test(`${state.what}: ${state.blocks ? 'blocks' : 'lets through'} Continue`, async ({ page }) => {
      await companyNameField(page).fill('Manual Entry AB');
      await invoiceEmailField(page).fill('billing@manual.example');
      await vatField(page).fill(state.vatNumber);
      await expect(fieldMessage(page, vatField(page))).toContainText(state.field);
      if (state.vatNumber === 'SE556123456701') {
        await expect(banner(page)).toHaveText(state.field);
      }
      await continueButton(page).click();
      if (state.blocks) {
        await expect(bannerMessage(page)).toHaveText(state.field);
        await expect(banner(page)).toHaveAttribute('role', 'alert');
        await expect(banner(page).getByRole('button', { name: 'Sign in instead' })).toHaveCount(
          state.offersSignIn ? 1 : 0,
        );
        await expectStep(page, STEP.company);
        await expect(vatField(page)).toBeFocused();
        await expect(vatField(page)).toHaveAttribute('aria-invalid', 'true');
      } else {
        await expectStep(page, STEP.plan);
      }
    });
  }
});

test.describe('steps 2 to 4', () => {
  test('plan step: Wallet 50 is checked by default; a choice is kept going back and forth', async ({
    page,
  }) => {
    await fillCompany(page);
    await continueButton(page).click();
    await expectStep(page, STEP.plan, { at: 2, of: 4 });
    await expect(planRadio(page, 'Wallet 50')).toBeChecked();
    await expect(page.getByText('Recommended')).toBeVisible();
    await choose(page, 'Plans', 'Get Started');
    await continueButton(page).click();
    await expectStep(page, STEP.payment, { at: 3, of: 4 });
    await backButton(page).click();
    await expectStep(page, STEP.plan);
    await expect(planRadio(page, 'Get Started')).toBeChecked();
    await backButton(page).click();
    await expectStep(page, STEP.company);
    await expect(companyNameField(page)).toHaveValue(FJALLBACKA.name);
    await expect(invoiceEmailField(page)).toHaveValue(FJALLBACKA.invoiceEmail);
  });

  test('plan step: a plan the catalogue does not know says "Please select a valid plan"', async ({
    page,
  }) => {
    // The cards offer only valid plans; a draft from an older console can hold another one.
    await fillCompany(page);
    await continueButton(page).click();
    await expectStep(page, STEP.plan);
    await page.evaluate(() => {
      const draft = JSON.parse(sessionStorage.getItem('registration_draft') ?? '{}') as {
        form: { plan: { planId: string } };
      };
      draft.form.plan.planId = 'wallet_5000_monthly';
      sessionStorage.setItem('registration_draft', JSON.stringify(draft));
    });
    await page.reload();
    await expectStep(page, STEP.plan);
    await continueButton(page).click();
    await expect(banner(page)).toHaveText('Please select a valid plan');
    await expectStep(page, STEP.plan);
    await choose(page, 'Plans', 'Wallet 500');
    await continueButton(page).click();
    await expectStep(page, STEP.payment);
  });

  test('payment step without a card: "Please add a payment method to continue"', async ({ page }) => {
    await fillCompany(page);
    await continueButton(page).click();
    await continueButton(page).click();
    await expectStep(page, STEP.payment, { at: 3, of: 4 });
    await expect(page.getByRole('button', { name: 'Add card' })).toBeDisabled();
    await continueButton(page).click();
    await expect(banner(page)).toHaveText('Please add a payment method to continue');
    await expect(page.getByText('Payment method is required')).toBeVisible();
    await expectStep(page, STEP.payment);

    await addCard(page);
    await expect(page.getByText('Payment method is required')).toHaveCount(0);
    await continueButton(page).click();
    await expectStep(page, STEP.review, { at: 4, of: 4 });
  });

  test('a declined card (4000 0000 0000 0002) says "Your card was declined." and adds no card', async ({
    page,
  }) => {
    await fillCompany(page);
    await continueButton(page).click();
    await continueButton(page).click();
    await expectStep(page, STEP.payment);
    await typeCard(page, CARD.declined);
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await expect(page.getByText('Card added')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove card' })).toHaveCount(0);
    await continueButton(page).click();
    await expect(banner(page)).toHaveText('Please add a payment method to continue');
    await expectStep(page, STEP.payment);
  });

  test('3-D Secure on the payment step: a failed challenge says so in place; an approved one adds the card', async ({
    page,
  }) => {
    await fillCompany(page);
    await continueButton(page).click();
    await continueButton(page).click();
    await expectStep(page, STEP.payment);

    await typeCard(page, CARD.alwaysAuthenticate);
    await page.getByRole('button', { name: 'Add card' }).click();
    const challenge = authenticationChallenge(page);
    await expect(challenge).toBeVisible();
    await expect(challenge.getByRole('button', { name: 'Complete authentication' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(challenge.getByRole('button', { name: 'Fail authentication' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(challenge).toHaveCount(0);
    await expect(page.getByText(AUTHENTICATION_FAILED)).toBeVisible();
    await expect(page.getByText('Card added')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue(CARD.alwaysAuthenticate);

    // Another card, which asks too: approved, it is the step's card.
    await page.getByRole('textbox', { name: 'Card number' }).clear();
    await page.getByRole('textbox', { name: 'Card number' }).fill(CARD.authentication);
    await expect(page.getByText(AUTHENTICATION_FAILED)).toHaveCount(0);
    await page.getByRole('button', { name: 'Add card' }).click();
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByText('Card added')).toBeVisible();
    await expect(page.getByText('Visa ending in 3155')).toBeAttached();
    await continueButton(page).click();
    await expectStep(page, STEP.review);
  });

  test('review: the final button waits for the terms; unticking one document unticks acceptance', async ({
    page,
  }) => {
    await fillCompany(page);
    await continueButton(page).click();
    await choose(page, 'Plans', 'Wallet 500');
    await continueButton(page).click();
    await addCard(page);
    await continueButton(page).click();
    await expectStep(page, STEP.review, { at: 4, of: 4 });

    // The summary shows what was entered.
    const company = page.getByRole('region', { name: STEP.company });
    await expect(company).toContainText(FJALLBACKA.name);
    await expect(company).toContainText(FJALLBACKA.vatNumber);
    await expect(company).toContainText(FJALLBACKA.invoiceEmail);
    await expect(company).toContainText('Hamngatan 12, 457 40 Fjällbacka, Sweden');
    await expect(page.getByRole('region', { name: STEP.plan })).toContainText('Wallet 500');
    await expect(page.getByRole('region', { name: STEP.payment })).toContainText('Visa •••• 4242');
    await expect(continueButton(page)).toHaveCount(0);

    const complete = page.getByRole('button', { name: 'Complete Registration' });
    const documents = [
      page.getByRole('checkbox', { name: 'I accept the Terms of Service' }),
      page.getByRole('checkbox', { name: 'I accept the Privacy Policy' }),
      page.getByRole('checkbox', { name: 'I accept the Data Processing Agreement' }),
    ];
    await expect(complete).toBeDisabled();
    await expect(acceptAllTerms(page)).not.toBeChecked();

    // All three documents one by one: accepted.
    for (const document of documents) await document.check();
    await expect(acceptAllTerms(page)).toBeChecked();
    await expect(complete).toBeEnabled();

    // Unticking any one document unticks acceptance.
    await documents[1]?.uncheck();
    await expect(acceptAllTerms(page)).not.toBeChecked();
    await expect(complete).toBeDisabled();

    // Acceptance ticks all three; unticking it unticks all three.
    await acceptAllTerms(page).check();
    for (const document of documents) await expect(document).toBeChecked();
    await expect(complete).toBeEnabled();
    await acceptAllTerms(page).uncheck();
    for (const document of documents) await expect(document).not.toBeChecked();
    await expect(completeButton(page)).toBeDisabled();

    // The Edit links go back to a step.
    await page.getByRole('button', { name: `Edit ${STEP.plan}` }).click();
    await expectStep(page, STEP.plan);
    await expect(planRadio(page, 'Wallet 500')).toBeChecked();
  });
});

test('a reload on each step keeps the step and the fields, and the draft never holds the card number', async ({
  page,
}) => {
  const noCardNumber = async () => {
    const storage = await browserStorage(page);
    expect(storage).not.toContain('4242424242424242');
    expect(storage).not.toContain('4242 4242 4242 4242');
    expect(storage).not.toContain('12/34');
  };

  // Step 1
  await fillCompany(page);
  await page.reload();
  await expectStep(page, STEP.company, { at: 1, of: 4 });
  await expect(vatField(page)).toHaveValue(FJALLBACKA.vatNumber);
  await expect(companyNameField(page)).toHaveValue(FJALLBACKA.name);
  await expect(invoiceEmailField(page)).toHaveValue(FJALLBACKA.invoiceEmail);
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue(FJALLBACKA.city);

  // Step 2
  await continueButton(page).click();
  await expectStep(page, STEP.plan);
  await choose(page, 'Plans', 'Wallet 500');
  await page.reload();
  await expectStep(page, STEP.plan, { at: 2, of: 4 });
  await expect(planRadio(page, 'Wallet 500')).toBeChecked();

  // Step 3: a card typed but not added is not kept anywhere; an added one is kept as its provider id only.
  await continueButton(page).click();
  await expectStep(page, STEP.payment);
  await typeCard(page, CARD.visa);
  await noCardNumber();
  await page.reload();
  await expectStep(page, STEP.payment, { at: 3, of: 4 });
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
  await addCard(page);
  await noCardNumber();
  await page.reload();
  await expectStep(page, STEP.payment, { at: 3, of: 4 });
  await expect(page.getByText('Card added')).toBeVisible();
  await noCardNumber();

  // Step 4
  await continueButton(page).click();
  await expectStep(page, STEP.review);
  await acceptAllTerms(page).check();
  await page.reload();
  await expectStep(page, STEP.review, { at: 4, of: 4 });
  await expect(page.getByRole('region', { name: STEP.company })).toContainText(FJALLBACKA.name);
  await expect(page.getByRole('region', { name: STEP.plan })).toContainText('Wallet 500');
  await expect(acceptAllTerms(page)).toBeChecked();
  await expect(page.getByRole('button', { name: 'Complete Registration' })).toBeEnabled();
  await noCardNumber();
});

// BUG (reported): the look-up runs again after the reload and, the auto-fill guard being a ref that the
// reload resets, replaces the restored-draft notice with 'Company found! Company details auto-filled.' on
// whatever step the user is, though nothing was filled.
test('a reload on a later step says the draft was restored, not that details were auto-filled', async ({
  page,
}) => {
  await fillCompany(page);
  await continueButton(page).click();
  await expectStep(page, STEP.plan);
  const lookedUpAgain = page.waitForResponse((response) => response.url() === VAT_URL);
  await page.reload();
  await expectStep(page, STEP.plan);
  await lookedUpAgain;
  // Nothing on screen marks the answer as acted on when it is right: a short settle for it to render, then
  // the notice must still be the restored-draft one.
  await page.waitForTimeout(500);
  await expect(bannerMessage(page)).toHaveText('We restored what you entered before.');
});

// BUG (reported): the draft keeps only the payment method's id (draft.ts), so after a reload the review's
// card row renders `${brand} •••• ${last4}` with both empty: a bare '••••'. The payment step handles the
// same case with 'Saved card'.
test('after a reload the review names the card, not a bare "••••"', async ({ page }) => {
  await goToReview(page, { acceptTerms: false });
  const card = page.getByRole('region', { name: STEP.payment }).locator('dd');
  await expect(card).toHaveText('Visa •••• 4242');
  await page.reload();
  await expectStep(page, STEP.review);
  await expect(card).toHaveText(/^(Visa •••• 4242|Saved card)$/);
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the wizard renders', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await vatField(page).fill(FJALLBACKA.vatNumber);
    await expect(fieldMessage(page, vatField(page))).toContainText('Company found.');
  });
});

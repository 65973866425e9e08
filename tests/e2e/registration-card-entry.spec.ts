import type { Locator, Page } from '@playwright/test';

import { expect, test } from '@playwright/test';

import {
  acceptAllTerms,
  addCard,
  CARD,
  choose,
  continueButton,
  expectStep,
  signInAsNewIdentity,
  STEP,
  typeCard,
} from './support/wizard';

// The payment step's card entry on a phone and on a wide screen: every field shows what is typed, and the card
// added is named the same way on the payment and the review step (spec sections 2 and 3).

async function toPaymentStep(page: Page) {
  await signInAsNewIdentity(page);
  await choose(page, 'Account type', 'Individual');
  await continueButton(page).click();
  await expectStep(page, STEP.plan);
  await continueButton(page).click();
  await expectStep(page, STEP.payment);
}

/** The input shows its whole value: nothing scrolled out of it, and it lies inside the viewport. */
async function expectWhollyShown(page: Page, input: Locator) {
  const fits = await input.evaluate(
    (element: HTMLInputElement) => element.scrollWidth <= element.clientWidth,
  );
  expect(fits, `${await input.getAttribute('aria-label')} shows its whole value`).toBe(true);
  const box = await input.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
}

const fields = (page: Page) => ({
  number: page.getByRole('textbox', { name: 'Card number' }),
  expiry: page.getByRole('textbox', { name: 'Expiration date' }),
  cvc: page.getByRole('textbox', { name: 'Security code (CVC)' }),
});

for (const width of [390, 1280]) {
  test(`at ${width} px the card number, expiry and CVC show all that is typed`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await toPaymentStep(page);
    await typeCard(page, CARD.visa);
    const { number, expiry, cvc } = fields(page);
    await expect(number).toHaveValue(CARD.visa);
    for (const input of [number, expiry, cvc]) await expectWhollyShown(page, input);
  });
}

test('the card added is "Visa •••• 4242" on the payment step and on the review step', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await toPaymentStep(page);
  await addCard(page);
  await expect(page.getByText('Visa •••• 4242', { exact: true })).toBeVisible();
  await continueButton(page).click();
  await expectStep(page, STEP.review);
  await expect(acceptAllTerms(page)).toBeVisible();
  await expect(page.getByText('Visa •••• 4242', { exact: true })).toBeVisible();
  await expect(page.getByText(/VISA/)).toHaveCount(0);
});

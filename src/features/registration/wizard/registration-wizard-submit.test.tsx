import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';

import type { FieldError } from '@/api/generated/model';
import { i18n } from '@/i18n';
import { invalid } from '@/mocks/handlers/kit/respond';
import { TRIGGER_NAME_PREFIX, VALID_REGISTRATION } from '@/mocks/registration-triggers';
import { DEMO_NEW } from '@/mocks/store/demo';
import { DECLINED_TOKEN_PREFIX } from '@/mocks/store/payment-methods';
import type { MockApi } from '@/mocks/testing/mock-api';
import { fakeMatchMedia } from '@/test/media-query';
import { overrideOperation } from '@/test/mock-overrides';
import { server } from '@/test/msw-server';
import { renderRoute } from '@/test/render';
import { signedInMockApi } from '@/test/signed-in-api';

import { loadDraft, saveDraft } from '../draft';
import { emptyRegistrationForm, type RegistrationForm } from '../registration-form';

// The final submit of the wizard and what each failure leaves the user (spec sections 4 and 8), against the
// mock platform: an identity still registering (step 0 hidden) whose draft is at the review step, complete.

let api: MockApi & { restore: () => void };
beforeEach(async () => {
  api = await signedInMockApi(server, DEMO_NEW.email);
});
afterEach(async () => {
  api.restore();
  await act(() => i18n.changeLanguage('en'));
});

const { company } = VALID_REGISTRATION;

function reviewDraft(change: { companyName?: string; paymentMethodId?: string } = {}): RegistrationForm {
  const form = emptyRegistrationForm({ name: DEMO_NEW.name, email: DEMO_NEW.email });
  return {
    ...form,
    company: {
      type: 'company',
      name: change.companyName ?? company.name,
      email: company.email,
      vatNumber: company.vatNumber,
      address: { ...company.address },
    },
    paymentMethod: { id: change.paymentMethodId ?? 'pm_card_visa', brand: 'visa', last4: '4242' },
    terms: { termsAccepted: true, marketingConsent: true },
  };
}

/** The wizard at its review step (restored from the tab's draft), ready to complete. */
async function openReview(change?: Parameters<typeof reviewDraft>[0]) {
  saveDraft(reviewDraft(change), 'review');
  const user = userEvent.setup();
  renderRoute('/auth?step=1');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Review & Confirm' }, { timeout: 15_000 }),
  ).toBeVisible();
  return user;
}

// Each test renders the whole /auth route: its wait for the review step (15 s) must fit in the test's time,
// which grows on a slower machine as every test timeout does (vitest.config.ts).
const ROUTE_TEST = { timeout: Math.round(30_000 * inject('timeScale')) };

const complete = () => screen.getByRole('button', { name: 'Complete Registration' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** The platform answers VALIDATION_ERROR with these field issues. */
function answerValidationError(details: FieldError[]) {
  overrideOperation('completeRegistration', () => invalid(details), { db: api.db });
}

describe('VALIDATION_ERROR naming fields that are not on screen', ROUTE_TEST, () => {
  it('a bare "name" is the company\'s (the payload carries no user): Company Details, its name focused', async () => {
    answerValidationError([{ path: 'name', message: 'Name is too short' }]);
    const user = await openReview();
    await user.click(complete());

    expect(await stepHeading('Company Details (optional)')).toBeVisible();
    const name = screen.getByRole('textbox', { name: /Company name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('user.email and company.type of an identity: the banner lists both, the first visible step shows and its field has focus', async () => {
    answerValidationError([
      { path: 'user.email', message: 'Email is not allowed' },
      { path: 'company.type', message: 'Type must be company or individual' },
    ]);
    const user = await openReview();
    await user.click(complete());

    // An identity does not walk step 0 (its email comes from the provider): the next named field's step.
    expect(await stepHeading('Company Details (optional)')).toBeVisible();
    const alert = screen.getByText('Please fix the following issues:').closest('[data-tone]') as HTMLElement;
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Email is not allowed', 'Type must be company or individual']);
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Company/ })).toHaveFocus());
    expect(screen.getByText('Step 1 of 4: Company Details (optional)')).toBeInTheDocument();
  });

  it('a short path (vatNumber) of a step never shown in this page: the VAT field shows the message and has focus', async () => {
    answerValidationError([{ path: 'vatNumber', message: 'VAT number is not registered' }]);
    const user = await openReview();
    await user.click(complete());

    expect(await stepHeading('Company Details (optional)')).toBeVisible();
    const vat = screen.getByRole('textbox', { name: /VAT number/ });
    await waitFor(() => expect(vat).toHaveFocus());
    expect(vat).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('VAT number is not registered')).toHaveLength(2); // banner and field
  });

  it('an indexed payload path (plans.0.id) goes to the plan step and focuses the plans', async () => {
    answerValidationError([{ path: 'plans.0.id', message: 'Plan is not available' }]);
    const user = await openReview();
    await user.click(complete());

    expect(await stepHeading('Select a Plan')).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toHaveFocus());
  });

  it('a path the wizard does not know stays on the review step with the message in the banner, which has focus', async () => {
    answerValidationError([{ path: 'referralCode', message: 'Referral code has expired' }]);
    const user = await openReview();
    await user.click(complete());

    const item = await screen.findByText('Referral code has expired');
    const alert = item.closest('[data-tone]') as HTMLElement;
    expect(within(alert).getByText('Please fix the following issues:')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Review & Confirm' })).toBeVisible();
    await waitFor(() => expect(alert).toHaveFocus());
  });
});

describe('while the registration is sent', ROUTE_TEST, () => {
  it('nothing on the review step can change, and the success names the plan that was sent', async () => {
    api.db.faults.set('completeRegistration', { delayMs: 1_500 });
    const user = await openReview();
    await user.click(complete());

    const edits = screen.getAllByRole('button', { name: /^Edit / });
    expect(edits.length).toBeGreaterThan(0);
    for (const edit of edits) expect(edit).toBeDisabled();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Edit Select a Plan' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Review & Confirm' })).toBeVisible();

    expect(
      await screen.findByText('Registration completed successfully! Taking you to your console…', undefined, {
        timeout: 5_000,
      }),
    ).toBeVisible();
    expect(screen.getByText('Registered plan: Wallet 50')).toBeVisible();
    for (const edit of screen.getAllByRole('button', { name: /^Edit / })) expect(edit).toBeDisabled();
  });
});

describe('each failure leaves a next action', ROUTE_TEST, () => {
  it('PAYMENT_FAILED: the declined card is taken off, step 3 asks for another card with the message', async () => {
    const user = await openReview({ paymentMethodId: `${DECLINED_TOKEN_PREFIX}_visa` });
    await user.click(complete());

    expect(await stepHeading('Payment Method')).toBeVisible();
    expect(screen.queryByText('Card added')).toBeNull();
    expect(await screen.findByLabelText('Card number', undefined, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getAllByText('Your card was declined.').length).toBeGreaterThanOrEqual(2); // banner, field
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
  });

  it('SUBSCRIPTION_FAILED: no second registration; the banner offers the console and support and stays', async () => {
    const user = await openReview({ companyName: `${TRIGGER_NAME_PREFIX}SUBSCRIPTION_FAILED` });
    await user.click(complete());

    const message = await screen.findByText(
      'Your account was created, but setting up billing failed. Please contact support to finish the set-up.',
    );
    const alert = message.closest('[data-tone]') as HTMLElement;
    expect(within(alert).getByRole('button', { name: 'Continue to the console' })).toBeEnabled();
    expect(within(alert).getByRole('link', { name: /Contact support/ })).toHaveAttribute('target', '_blank');
    expect(within(alert).queryByRole('button', { name: 'Dismiss message' })).toBeNull();
    expect(complete()).toBeDisabled();
    for (const edit of screen.getAllByRole('button', { name: /^Edit / })) expect(edit).toBeDisabled();
    // The account exists: nothing of it stays in this tab for a later visit to restore.
    expect(loadDraft()).toBeUndefined();
  });

  it('a failure that stays on the review step puts focus on the banner, never on the page', async () => {
    const user = await openReview({ companyName: `${TRIGGER_NAME_PREFIX}SERVER_ERROR` });
    await user.click(complete());

    const message = await screen.findByText(
      'Something went wrong on our side. Please try again in a few minutes.',
    );
    await waitFor(() => expect(message.closest('[data-tone]')).toHaveFocus());
    expect(complete()).toBeEnabled();
  });
});

describe('dismissing the banner', ROUTE_TEST, () => {
  async function failOnce() {
    const user = await openReview({ companyName: `${TRIGGER_NAME_PREFIX}SERVER_ERROR` });
    await user.click(complete());
    await screen.findByText('Something went wrong on our side. Please try again in a few minutes.');
    return user;
  }
  const shown = () =>
    screen.queryByText('Something went wrong on our side. Please try again in a few minutes.');

  it('fades it out over 300 ms, then focus goes to the step heading', async () => {
    const user = await failOnce();
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(shown()?.closest('[data-tone]')).toHaveAttribute('data-leaving');
    await waitFor(() => expect(shown()).toBeNull());
    // Focus moves in the effect after the render that removed the banner, which React may run a tick later.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Review & Confirm' })).toHaveFocus(),
    );
  });

  it('removes it at once when the user prefers reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      fakeMatchMedia((query) => query.includes('prefers-reduced-motion: reduce')),
    );
    const user = await failOnce();
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(shown()).toBeNull();
    vi.restoreAllMocks();
  });
});

describe('the review', ROUTE_TEST, () => {
  it('names the address’s country in the interface language, not by its code', async () => {
    await openReview();
    const street = company.address.street;
    expect(screen.getByText(new RegExp(`^${street}.*, Sweden$`))).toBeVisible();
    await act(() => i18n.changeLanguage('sv'));
    expect(await screen.findByText(new RegExp(`^${street}.*, Sverige$`))).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginUrl } from '@/session/identity-urls';
import { mockDb } from '@/mocks/handlers';
import { DEMO_NEW } from '@/mocks/store/demo';
import { signInToMockPlatform, signOutOfMockPlatform } from '@/mocks/testing/browser-session';
import { renderRoute, resetBrowserState } from '@/test/render';
import { loadDraft, saveDraft } from '../draft';
import { emptyRegistrationForm, type RegistrationForm } from '../registration-form';

// The identity still registering (new@nordlys.example): how it leaves the wizard, what happens when its
// session ends mid-way, and that its step count never changes.
const assign = vi.fn<(url: string) => void>();
const settle = { timeout: 6_000 };
let session: string;

beforeEach(async () => {
  await resetBrowserState();
  mockDb.reset('default');
  vi.stubGlobal('location', { ...window.location, assign });
  session = signInToMockPlatform(DEMO_NEW.email);
});

afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
  signOutOfMockPlatform();
});

/** A draft at the review step, everything filled in, as the wizard keeps it in this tab. */
function draftAtReview(companyName = 'Fjällbacka Data AB'): RegistrationForm {
  const form = emptyRegistrationForm({ name: DEMO_NEW.name, email: DEMO_NEW.email });
  form.company = {
    type: 'company',
    name: companyName,
    email: 'faktura@fjallbacka-data.example',
    vatNumber: 'SE559123456701',
    address: { street: 'Hamngatan 12', city: 'Fjällbacka', zip: '457 40', countryCode: 'SE' },
  };
  form.paymentMethod = { id: 'pm_card_visa', brand: 'visa', last4: '4242' };
  form.terms = { termsAccepted: true, marketingConsent: true };
  saveDraft(form, 'review');
  return form;
}

const progress = () => screen.getByRole('navigation', { name: 'Registration progress' });

describe('an identity without a back-office account in the wizard', () => {
  it('can leave it: who is signed in and a Sign out control (a full sign-out), not also "Already have an account?"', async () => {
    const { router } = renderRoute('/auth?step=1');
    await screen.findByRole('heading', { level: 2, name: 'Company Details (optional)' }, settle);

    expect(screen.getByText(`Signed in as ${DEMO_NEW.email}`)).toBeVisible();
    expect(screen.queryByText('Already have an account?')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    const signOut = screen.getByRole('link', { name: 'Sign out' });
    expect(signOut).toHaveAttribute('href', '/signout?to=auth');

    await userEvent.click(signOut);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signout'));
    expect(router.state.location.search).toEqual({ to: 'auth' });
    // The sequence runs to its end here (it would otherwise leave the page during the next test).
    await waitFor(
      () => expect(assign).toHaveBeenCalledWith(expect.stringContaining('/v1/auth/logout?')),
      settle,
    );
  });

  it('a VAT lookup answered 401 (session ended) leads to sign-in with the draft kept, never "Invalid VAT number"', async () => {
    renderRoute('/auth?step=1');
    const vat = await screen.findByRole('textbox', { name: 'VAT number' }, settle);
    await userEvent.click(screen.getByRole('textbox', { name: 'Company name' }));
    await userEvent.paste('Fjällbacka Data AB');
    mockDb.sessions.destroy(session);
    await userEvent.click(vat);
    await userEvent.paste('SE559123456701');

    // The status, asked again, says signed out: the page offers signing in to continue.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Continue your registration' }, settle),
    ).toBeVisible();
    expect(screen.queryByText(/Invalid VAT number/)).toBeNull();
    expect(loadDraft()?.form.company).toMatchObject({
      name: 'Fjällbacka Data AB',
      vatNumber: 'SE559123456701',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to continue' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith(loginUrl());
  });

  it('a registration call answered 401 leads to sign-in with the draft kept, not "Authentication is required."', async () => {
    draftAtReview();
    renderRoute('/auth?step=1');
    const complete = await screen.findByRole('button', { name: 'Complete Registration' }, settle);
    mockDb.sessions.destroy(session);
    await userEvent.click(complete);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Continue your registration' }, settle),
    ).toBeVisible();
    expect(screen.queryByText('Authentication is required.')).toBeNull();
    expect(loadDraft()).toMatchObject({ step: 'review', form: { company: { name: 'Fjällbacka Data AB' } } });
  });

  it('while the status still names the identity, the 401 says so in place with "Sign in again"', async () => {
    draftAtReview();
    renderRoute('/auth?step=1');
    const complete = await screen.findByRole('button', { name: 'Complete Registration' }, settle);
    mockDb.faults.set('completeRegistration', { status: 401, times: 1 });
    await userEvent.click(complete);

    const notice = await screen.findByRole('heading', { level: 2, name: 'Your session has ended' }, settle);
    expect(notice).toHaveFocus();
    expect(screen.queryByText('Authentication is required.')).toBeNull();
    // Another try could only answer 401 again: signing in is the way on.
    expect(complete).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith(loginUrl());
    expect(loadDraft()?.step).toBe('review');
  });

  it('a 401 at the card step (the card provider’s setup) says so in place with "Sign in again", the draft kept', async () => {
    const form = draftAtReview();
    saveDraft({ ...form, paymentMethod: null }, 'payment');
    renderRoute('/auth?step=1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number', {}, settle), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiration date'), '12/34');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    mockDb.faults.set('createSetupIntent', { status: 401, code: 'AUTH_REQUIRED', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Add card' }));

    const notice = await screen.findByRole('heading', { level: 2, name: 'Your session has ended' }, settle);
    expect(notice).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith(loginUrl());
    expect(loadDraft()).toMatchObject({ step: 'payment', form: { company: { name: 'Fjällbacka Data AB' } } });
    expect(JSON.stringify({ ...sessionStorage })).not.toMatch(/4242\s*4242|12\s*\/\s*34/);
  });
});

describe('a draft left in the tab by another identity', () => {
  it('is dropped, never shown: the wizard starts empty at its first step', async () => {
    const other = emptyRegistrationForm({ name: 'Someone Else', email: 'someone.else@example.com' });
    other.company = { ...draftAtReview().company, name: 'Someone Else AB' };
    other.paymentMethod = { id: 'pm_card_mastercard', brand: 'mastercard', last4: '4444' };
    saveDraft(other, 'review');
    renderRoute('/auth?step=1');

    await screen.findByRole('heading', { level: 2, name: 'Company Details (optional)' }, settle);
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('');
    expect(screen.queryByText('We restored what you entered before.')).toBeNull();
    expect(loadDraft()?.form.paymentMethod ?? null).toBeNull();
    expect(loadDraft()?.form.user.email).toBe(DEMO_NEW.email);
  });
});

describe('the step count of an identity', () => {
  it.each([
    ['USER_CREATION_FAILED', 'We could not create your user account. Please try again in a moment.'],
    [
      'EMAIL_ALREADY_EXISTS',
      `An account with email ${DEMO_NEW.email} already exists. You can sign in instead.`,
    ],
  ])('stays "of 4" after %s: the review, which lists the account, shows the error', async (code, message) => {
    draftAtReview(`Trigger ${code}`);
    renderRoute('/auth?step=1');
    expect(await screen.findByText('Step 4 of 4: Review & Confirm', {}, settle)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText(message, {}, settle)).toBeVisible();
    expect(within(progress()).getByText('Step 4 of 4: Review & Confirm')).toBeVisible();
    expect(screen.queryByText(/of 5/)).toBeNull();
    const account = screen.getByRole('region', { name: 'Account Information' });
    expect(account).toHaveTextContent(DEMO_NEW.email);
    // The identity's account is the provider's: nothing to edit here.
    expect(within(account).queryByRole('button')).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { configureApiClient } from '@/api/client';
import type { VatValidationRequest } from '@/api/generated/model';
import { DEMO_NEW } from '@/mocks/store/demo';
import type { MockApi } from '@/mocks/testing/mock-api';
import { VAT_UNAVAILABLE_NUMBER } from '@/mocks/vat-registry';
import { failOperation, recordBodies } from '@/test/mock-overrides';
import { server } from '@/test/msw-server';
import { renderRoute, resetBrowserState } from '@/test/render';
import { signedInMockApi } from '@/test/signed-in-api';

// Step 1 of the wizard on the shared mock platform, signed in as the identity still registering: the VAT
// registry's auto-fill is taken back by a later lookup that fails, and the company's country is asked for.

const settle = { timeout: 5_000 };
const FJALLBACKA = 'SE559123456701';
/** A valid Swedish number the registry has no details for (docs/mock-platform.md). */
const KIRUNA = 'SE556998877601';

let api: MockApi & { restore: () => void };
let restoreTimeout: (() => void) | undefined;

beforeEach(async () => {
  await resetBrowserState();
  api = await signedInMockApi(server, DEMO_NEW.email);
});

afterEach(() => {
  restoreTimeout?.();
  restoreTimeout = undefined;
  api.restore();
});

const field = (name: string) => screen.getByRole('textbox', { name });
const country = () => screen.getByRole('combobox', { name: /^Country/ });
/** The country's control, whatever it is (the auto-fill tests are about its value). */
const countryValue = () =>
  document.querySelector<HTMLInputElement | HTMLSelectElement>('[name="company.address.countryCode"]')?.value;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function openCompanyStep() {
  renderRoute('/auth?step=1');
  await screen.findByRole('heading', { name: 'Company Details (optional)' }, settle);
}

/** Fjällbacka looked up and auto-filled; the user typed the invoice email and the street. */
async function afterFjallbackaFilled() {
  await openCompanyStep();
  type('Invoice email', 'faktura@fjallbacka.example');
  type('VAT number', FJALLBACKA);
  await waitFor(() => expect(field('Company name')).toHaveValue('Fjällbacka Data AB'), settle);
  expect(field('Street address')).toHaveValue('Hamngatan 12');
  expect(countryValue()).toBe('SE');
  type('Street address', 'Box 7'); // the user's own now
}

function expectFjallbackaTakenBack(countryCode: string) {
  expect(field('Company name')).toHaveValue('');
  expect(field('Postal code')).toHaveValue('');
  expect(field('City')).toHaveValue('');
  expect(countryValue()).toBe(countryCode);
  // What the user typed stays.
  expect(field('Street address')).toHaveValue('Box 7');
  expect(field('Invoice email')).toHaveValue('faktura@fjallbacka.example');
}

const UNVERIFIED = /We could not verify the VAT number right now/;

describe('a failed lookup of another number takes back what the previous lookup filled', () => {
  it('the registry answers 503', async () => {
    await afterFjallbackaFilled();
    type('VAT number', VAT_UNAVAILABLE_NUMBER);
    await screen.findByText(UNVERIFIED, {}, settle);
    expectFjallbackaTakenBack('SE');
  });

  it('the registry answers 500', async () => {
    await afterFjallbackaFilled();
    failOperation('validateVat', { status: 500, code: 'SERVER_ERROR', message: 'Boom' }, api.db);
    type('VAT number', 'DE811234567');
    await screen.findByText(UNVERIFIED, {}, settle);
    // The country follows the new number's prefix: nothing of Fjällbacka's stays.
    expectFjallbackaTakenBack('DE');
  });

  it('the connection fails', async () => {
    await afterFjallbackaFilled();
    failOperation('validateVat', { network: true }, api.db);
    type('VAT number', KIRUNA);
    await screen.findByText(UNVERIFIED, {}, settle);
    expectFjallbackaTakenBack('SE');
  });

  it('the registry does not answer before the timeout', async () => {
    await afterFjallbackaFilled();
    restoreTimeout = configureApiClient({ timeoutMs: 300 });
    failOperation('validateVat', { hang: true }, api.db);
    type('VAT number', KIRUNA);
    await screen.findByText(UNVERIFIED, {}, settle);
    expectFjallbackaTakenBack('SE');
  });

  it('a valid number without details: nothing of the previous company stays', async () => {
    await afterFjallbackaFilled();
    type('VAT number', 'SE556123456701');
    // In the banner and under the field.
    await screen.findAllByText(/VAT number is valid but no company details were found/, {}, settle);
    await waitFor(() => expect(field('Company name')).toHaveValue(''), settle);
    expectFjallbackaTakenBack('SE');
  });

  it('the verdict’s banner speaks for its number only: typing another number takes it away', async () => {
    await afterFjallbackaFilled();
    type('VAT number', 'SE556123456701');
    await screen.findAllByText(/VAT number is valid but no company details were found/, {}, settle);
    type('VAT number', 'SE12ab34567');
    await waitFor(
      () => expect(screen.queryByText(/VAT number is valid but no company details were found/)).toBeNull(),
      settle,
    );
  });

  it('Continue pressed before the lookup settles does not carry the old company on: it asks for the name', async () => {
    await afterFjallbackaFilled();
    failOperation('validateVat', { status: 500, code: 'SERVER_ERROR', message: 'Boom' }, api.db);
    type('VAT number', KIRUNA);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Company name must be between 2 and 100 characters', {}, settle);
    expect(screen.getByRole('heading', { name: 'Company Details (optional)' })).toBeVisible();
    expectFjallbackaTakenBack('SE');
  });
});

describe('a lookup answered 401 says nothing about the number', () => {
  it('what the previous lookup filled stays for after the next sign-in', async () => {
    await afterFjallbackaFilled();
    failOperation('validateVat', { status: 401, code: 'AUTH_REQUIRED' }, api.db);
    type('VAT number', KIRUNA);
    await screen.findByText('Your session has ended', { exact: false }, settle);
    expect(field('Company name')).toHaveValue('Fjällbacka Data AB');
    expect(field('City')).toHaveValue('Fjällbacka');
    expect(field('Street address')).toHaveValue('Box 7');
  });
});

describe("the company's country", () => {
  it('is a required select, filled from the VAT prefix (Greece from EL) and editable', async () => {
    await openCompanyStep();
    expect(country()).toHaveValue('');
    expect(country()).toBeRequired();
    type('VAT number', 'EL801234567');
    await waitFor(() => expect(country()).toHaveValue('GR'));
    expect(screen.getByRole('option', { name: 'Greece' })).toHaveProperty('selected', true);
    fireEvent.change(country(), { target: { value: 'CY' } });
    expect(country()).toHaveValue('CY');
  });

  it('Continue without one says "Country is required" in place, and focus can reach it', async () => {
    await openCompanyStep();
    type('Company name', 'Manual Entry AB');
    type('Invoice email', 'billing@manual.example');
    fireEvent.change(country(), { target: { value: '' } });
    type('VAT number', 'XX5591234567'); // a prefix that names no country
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Country is required', {}, settle);
    expect(country()).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Continue looks a VAT number up only from 9 characters (spec section 5)', () => {
  it('a short number shows the format message and the registry is never asked', async () => {
    const asked = recordBodies<VatValidationRequest>('/v1/vat/validate');
    await openCompanyStep();
    type('Company name', 'Short Number AB');
    type('Invoice email', 'billing@short.example');
    type('VAT number', 'SE12345');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('VAT number must be in format XX123456789', {}, settle);
    expect(screen.getByText('VAT number format is invalid')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(asked).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';

import { ESSENTIAL_FIELDS } from './generated/essential-fields';
import { AuthStatus } from './generated/model/authStatus.zod';
import { Invoice } from './generated/model/invoice.zod';
import { PaymentMethod } from './generated/model/paymentMethod.zod';
import * as zod from 'zod/mini';

import { normaliseDate, normaliseDateTime, readTolerantly } from './tolerant-read';

const invoice = {
  id: 'inv_1',
  number: 'INV-2026-0001',
  amount: 49.5,
  currency: 'EUR',
  issuingDate: '2026-01-15',
  paymentStatus: 'succeeded',
  customerId: 'cus_1',
  customer: {
    id: 'cus_1',
    name: 'Nordlys',
    email: 'billing@nordlys.example',
    createdAt: '2026-01-01T00:00:00Z',
  },
};
// The essentials as the contract declares them (their one home).
const essentialsOf = (operation: keyof typeof ESSENTIAL_FIELDS): readonly string[] =>
  ESSENTIAL_FIELDS[operation];
const INVOICE_ESSENTIALS = essentialsOf('GET /v1/billing/invoices');
const METHOD_ESSENTIALS = essentialsOf('GET /v1/billing/payment-methods');
const STATUS_ESSENTIALS = essentialsOf('GET /v1/auth/status');

const card = {
  id: 'pm_1',
  type: 'card',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2029,
  isDefault: true,
};
/** An auth status whose user has only the spec's User fields. */
const specStatus = {
  authenticated: true,
  keycloakAuthenticated: true,
  hasOdooAccount: true,
  tokenType: 'Bearer',
  user: { id: '1', name: 'Anna Lindqvist', email: 'anna@nordlys.example', role: 'owner' },
};

describe('normaliseDateTime', () => {
  it.each([
    ['2026-01-15T08:00:00Z', '2026-01-15T08:00:00Z'],
    ['2026-01-15 08:00:00', '2026-01-15T08:00:00Z'],
    ['2026-01-15T08:00:00', '2026-01-15T08:00:00Z'],
    ['2026-01-15 08:00', '2026-01-15T08:00:00Z'],
    ['2026-01-15T08:00:00.123+0200', '2026-01-15T08:00:00.123+02:00'],
    ['2026-01-15T08:00:00+02:00', '2026-01-15T08:00:00+02:00'],
    ['2026-01-15 08:00:00+02', '2026-01-15T08:00:00+02:00'],
    ['2026-01-15', '2026-01-15T00:00:00Z'],
    [1768464000, '2026-01-15T08:00:00.000Z'],
    [1768464000000, '2026-01-15T08:00:00.000Z'],
  ])('reads %j as %s', (input, expected) => {
    expect(normaliseDateTime(input)).toBe(expected);
  });

  it.each(['yesterday', '15/01/2026', '', '2026-13-45T99:00:00Z', '2026-02-31', null, true])(
    'does not read %j',
    (input) => {
      expect(normaliseDateTime(input)).toBeUndefined();
    },
  );

  it('reads a date from a date-time as the day it is written on', () => {
    expect(normaliseDate('2026-01-15T23:30:00-02:00')).toBe('2026-01-15');
    expect(normaliseDate('2026-02-29')).toBeUndefined();
    expect(normaliseDate('2026-01-15 08:00:00')).toBe('2026-01-15');
  });
});

describe('readTolerantly', () => {
  const list = zod.array(Invoice);

  it('reads an answer the schema accepts exactly as the schema does', () => {
    const result = readTolerantly(list, [invoice], INVOICE_ESSENTIALS);
    expect(result).toEqual({ value: [invoice], unreadable: [] });
  });

  it('reads the variations platforms send: number ids, Odoo date-times, numeric strings, unknown enum words', () => {
    const result = readTolerantly(
      list,
      [{ ...invoice, id: 7, amount: '49.50', issuingDate: '2026-01-15 08:00:00', paymentStatus: 'refunded' }],
      INVOICE_ESSENTIALS,
    );
    expect(result.issues).toBeUndefined();
    expect(result).toMatchObject({
      value: [{ id: '7', amount: 49.5, issuingDate: '2026-01-15', paymentStatus: 'refunded' }],
      unreadable: [],
    });
  });

  it('leaves out an incidental field it cannot read, and keeps the rest of the item', () => {
    const result = readTolerantly(
      list,
      [{ ...invoice, customer: 'Nordlys', issuingDate: 'someday' }],
      INVOICE_ESSENTIALS,
    );
    if (result.issues) throw new Error('expected a value');
    const [read] = result.value as Record<string, unknown>[];
    expect(read).not.toHaveProperty('customer');
    expect(read).not.toHaveProperty('issuingDate');
    expect(read).toMatchObject({ id: 'inv_1', amount: 49.5 });
  });

  it('drops an item whose essential field is missing or unreadable, counts it, and keeps the others', () => {
    const { amount: _amount, ...withoutAmount } = invoice;
    const result = readTolerantly(
      list,
      [invoice, withoutAmount, { ...invoice, id: 'inv_3', amount: 'a lot' }, 'not an invoice'],
      INVOICE_ESSENTIALS,
    );
    expect(result).toEqual({ value: [invoice], unreadable: [{ path: '', count: 3 }] });
  });

  it('a converted value must still pass the contract’s checks: a whole card number is not shown as its last four', () => {
    const result = readTolerantly(
      zod.array(PaymentMethod),
      [
        { ...card, last4: '4242424242424242', expMonth: '13' },
        { ...card, id: 'pm_2', last4: 4444, expYear: '2030' },
      ],
      METHOD_ESSENTIALS,
    );
    if (result.issues) throw new Error('expected a value');
    const [whole, numeric] = result.value as Record<string, unknown>[];
    expect(whole).not.toHaveProperty('last4');
    expect(whole).not.toHaveProperty('expMonth');
    expect(numeric).toMatchObject({ last4: '4444', expYear: 2030 });
  });

  it('an id beyond the safe integers is not read, rather than read rounded', () => {
    const status = { ...specStatus, user: { ...specStatus.user, id: '12345678901234567890' } };
    expect(readTolerantly(AuthStatus, status, STATUS_ESSENTIALS).issues).toBeDefined();
  });

  it('fails when the answer is not the container the contract promises', () => {
    expect(readTolerantly(list, { data: [invoice] }, INVOICE_ESSENTIALS).issues).toBeDefined();
    expect(readTolerantly(list, 'OK', INVOICE_ESSENTIALS).issues).toBeDefined();
  });

  it('reads a payment method without an expiry, with a null expiry, and of a type it has never seen', () => {
    const sepa = { id: 'pm_2', type: 'sepa', brand: 'sepa_debit', last4: '3000', isDefault: false };
    const paypal = {
      id: 'pm_3',
      type: 'paypal',
      last4: '0001',
      expMonth: null,
      expYear: null,
      isDefault: false,
    };
    const result = readTolerantly(zod.array(PaymentMethod), [card, sepa, paypal], METHOD_ESSENTIALS);
    expect(result).toEqual({
      value: [card, sepa, { id: 'pm_3', type: 'paypal', last4: '0001', isDefault: false }],
      unreadable: [],
    });
  });

  it('reads an auth status whose user has only the spec’s fields, and fails one without the user’s email', () => {
    const read = readTolerantly(AuthStatus, specStatus, STATUS_ESSENTIALS);
    expect(read).toMatchObject({
      value: { authenticated: true, user: { id: 1, name: 'Anna Lindqvist', role: 'owner' } },
    });
    const { email: _email, ...noEmail } = specStatus.user;
    expect(readTolerantly(AuthStatus, { ...specStatus, user: noEmail }, STATUS_ESSENTIALS).issues).toEqual([
      expect.objectContaining({ path: ['user', 'email'] }),
    ]);
  });

  it('counts what a nested list lost only when its item is kept', () => {
    const schema = zod.object({
      data: zod.array(zod.object({ id: zod.string(), keys: zod.array(zod.object({ id: zod.string() })) })),
    });
    const essentials = ['data[].id', 'data[].keys[].id'];
    const result = readTolerantly(
      schema,
      { data: [{ id: 'a', keys: [{ id: 'k1' }, { name: 'no id' }] }, { keys: [{ name: 'no id' }] }] },
      essentials,
    );
    expect(result).toEqual({
      value: { data: [{ id: 'a', keys: [{ id: 'k1' }] }] },
      unreadable: [
        { path: 'data[].keys', count: 1 },
        { path: 'data', count: 1 },
      ],
    });
  });

  it('forgets what a left-out field’s own list lost', () => {
    const schema = zod.object({
      id: zod.string(),
      extra: zod.object({ keys: zod.array(zod.object({ id: zod.string() })), kind: zod.literal('x') }),
    });
    const body = { id: 'a', extra: { keys: [{ name: 'no id' }], kind: 'y' } };
    expect(readTolerantly(schema, body, ['id', 'extra.keys[].id'])).toEqual({ issues: [expect.anything()] });
    expect(readTolerantly(schema, body, ['id'])).toEqual({ value: { id: 'a' }, unreadable: [] });
  });

  it('keeps a union’s constant binding: an object whose discriminator differs is not read as that form', () => {
    const schema = zod.union([
      zod.object({ kind: zod.literal('card'), last4: zod.string() }),
      zod.object({ kind: zod.literal('bank'), iban: zod.string() }),
    ]);
    expect(readTolerantly(schema, { kind: 'bank', iban: 7 }, [])).toEqual({
      value: { kind: 'bank', iban: '7' },
      unreadable: [],
    });
    expect(readTolerantly(schema, { kind: 'crypto' }, []).issues).toBeDefined();
  });
});

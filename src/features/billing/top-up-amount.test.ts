import { describe, expect, it } from 'vitest';

import { TOP_UP_MAX, TOP_UP_MIN } from '@/config';
import {
  createTopUpBodyAmountMax,
  createTopUpBodyAmountMin,
} from '@/api/generated/endpoints/billing/billing.zod';

import { parseAmount } from './top-up-amount';

describe('parseAmount', () => {
  it('reads euros with a decimal comma or point, spaces and a euro sign', () => {
    expect(parseAmount('25')).toEqual({ ok: true, value: 25 });
    expect(parseAmount('12,50')).toEqual({ ok: true, value: 12.5 });
    expect(parseAmount(' 1 000 € ')).toEqual({ ok: true, value: 1000 });
  });

  it('refuses what is out of the bounds, has more than two decimals or is not a number', () => {
    for (const text of ['', '4.99', '1000.01', '10.005', 'ten', '-5', '1e2']) {
      expect(parseAmount(text), text).toEqual({ ok: false });
    }
  });

  it('uses the contract’s bounds', () => {
    expect([TOP_UP_MIN, TOP_UP_MAX]).toEqual([createTopUpBodyAmountMin, createTopUpBodyAmountMax]);
  });
});

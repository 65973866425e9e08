import { describe, expect, it } from 'vitest';

import { PLAN_CATALOGUE } from '@/config/constants';
import { formatMoney } from '@/i18n/format';

import { monthlyPrice, planChange, signedMoney } from './plan-change';

describe('planChange', () => {
  it('Wallet 50 → Wallet 500: +450 € a month, 500 € more credit', () => {
    expect(planChange('wallet_50_monthly', 'wallet_500_monthly')).toEqual({
      monthlyDifference: PLAN_CATALOGUE.wallet_500_monthly.price - PLAN_CATALOGUE.wallet_50_monthly.price,
      oneOffPrice: 0,
      creditDifference: 500,
    });
    expect(planChange('wallet_50_monthly', 'wallet_500_monthly').monthlyDifference).toBe(450);
  });

  it('down to Wallet 50: −450 € a month', () => {
    expect(planChange('wallet_500_monthly', 'wallet_50_monthly').monthlyDifference).toBe(-450);
  });

  it('Get Started is paid once: no monthly price, a one-off charge when chosen', () => {
    expect(monthlyPrice('get_started')).toBe(0);
    expect(planChange('get_started', 'wallet_50_monthly')).toMatchObject({
      monthlyDifference: 50,
      oneOffPrice: 0,
    });
    expect(planChange('wallet_50_monthly', 'get_started')).toMatchObject({
      monthlyDifference: -50,
      oneOffPrice: PLAN_CATALOGUE.get_started.price,
    });
  });
});

describe('signedMoney', () => {
  it('shows the sign of a difference, in the console’s money format', () => {
    expect(signedMoney(450, formatMoney)).toBe(`+${formatMoney(450)}`);
    expect(signedMoney(450, formatMoney)).toBe('+€450');
    expect(signedMoney(-50, formatMoney)).toBe('\u2212€50');
    expect(signedMoney(0, formatMoney)).toBe('±€0');
    expect(signedMoney(-0.5, formatMoney)).toBe('\u2212€0.50');
  });
});

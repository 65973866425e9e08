import { describe, expect, it } from 'vitest';

import { planChangeTerms, prorate } from './plan-change-rule';

describe('planChangeTerms (the mid-period rule)', () => {
  it('an upgrade charges the monthly difference for the days left, today included, rounded once to the cent', () => {
    // 24–30 November: 7 of 30 days. 450 € × 7 / 30 = 105 €; credit 500 € × 7 / 30 = 116.666… → 116.67 €.
    expect(planChangeTerms('wallet_50_monthly', 'wallet_500_monthly', '2026-11-24')).toEqual({
      kind: 'upgrade',
      effectiveDate: '2026-11-24',
      chargedNowCents: 10_500,
      creditNowCents: 11_667,
      daysLeft: 7,
      daysInPeriod: 30,
      nextCharge: { amountCents: 50_000, date: '2026-12-01' },
    });
  });

  it('the first day of the period charges the whole difference, the last day one day’s worth', () => {
    expect(planChangeTerms('wallet_50_monthly', 'wallet_500_monthly', '2026-11-01').chargedNowCents).toBe(
      45_000,
    );
    expect(planChangeTerms('wallet_50_monthly', 'wallet_500_monthly', '2026-11-30').chargedNowCents).toBe(
      1_500,
    );
    // 31-day month: 450 € × 1 / 31 = 14.516… → 14.52 €
    expect(planChangeTerms('wallet_50_monthly', 'wallet_500_monthly', '2026-12-31').chargedNowCents).toBe(
      1_452,
    );
  });

  it('from a plan paid once, the new monthly price and credit are prorated', () => {
    expect(planChangeTerms('get_started', 'wallet_50_monthly', '2026-11-24')).toMatchObject({
      kind: 'upgrade',
      chargedNowCents: 1_167,
      creditNowCents: 1_167,
    });
  });

  it('a downgrade charges and credits nothing now; the next period is charged the new price (none once)', () => {
    expect(planChangeTerms('wallet_500_monthly', 'wallet_50_monthly', '2026-11-24')).toMatchObject({
      kind: 'downgrade',
      chargedNowCents: 0,
      creditNowCents: 0,
      nextCharge: { amountCents: 5_000, date: '2026-12-01' },
    });
    expect(planChangeTerms('wallet_50_monthly', 'get_started', '2026-11-24')).toMatchObject({
      kind: 'downgrade',
      chargedNowCents: 0,
      nextCharge: null,
    });
  });

  it('rounds half up', () => {
    expect(prorate(1, 1, 2)).toBe(1);
    expect(prorate(45_000, 1, 31)).toBe(1_452);
  });
});

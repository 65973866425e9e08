import { describe, expect, it } from 'vitest';

import packageJson from '../../package.json';
import {
  APP_VERSION,
  DEFAULT_PLAN_ID,
  DEFAULT_THEME,
  LOCAL_STORAGE_KEYS,
  PLAN_CATALOGUE,
  PLAN_IDS,
  SESSION_STORAGE_KEYS,
  SWEDISH_VAT_ORGANISATION_DIGITS,
  SWEDISH_VAT_PATTERN,
  SWEDISH_VAT_PREFIX,
  SWEDISH_VAT_SUFFIX,
  THEMES,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
  isPlanId,
  isTheme,
  planBonusCredit,
} from './index';

describe('plan catalogue', () => {
  it('lists the three plans of spec section 9 in display order', () => {
    expect(PLAN_IDS).toEqual(['get_started', 'wallet_50_monthly', 'wallet_500_monthly']);
    expect(Object.keys(PLAN_CATALOGUE)).toEqual([...PLAN_IDS]);
  });

  it.each([
    ['get_started', { price: 1, billingPeriod: 'once', walletCredit: 5, bonus: 4 }],
    ['wallet_50_monthly', { price: 50, billingPeriod: 'month', walletCredit: 50, bonus: 0 }],
    ['wallet_500_monthly', { price: 500, billingPeriod: 'month', walletCredit: 550, bonus: 50 }],
  ] as const)('%s costs and credits as specified', (id, expected) => {
    const plan = PLAN_CATALOGUE[id];
    expect(plan.id).toBe(id);
    expect(plan.currency).toBe('EUR');
    expect(plan.price).toBe(expected.price);
    expect(plan.billingPeriod).toBe(expected.billingPeriod);
    expect(plan.walletCredit).toBe(expected.walletCredit);
    expect(planBonusCredit(plan)).toBe(expected.bonus);
  });

  it.each([
    ['get_started', { recommended: false, prioritySupport: false, payAsYouGo: true }],
    ['wallet_50_monthly', { recommended: true, prioritySupport: false, payAsYouGo: false }],
    ['wallet_500_monthly', { recommended: false, prioritySupport: true, payAsYouGo: false }],
  ] as const)('%s carries the notes of the spec', (id, notes) => {
    expect(PLAN_CATALOGUE[id]).toMatchObject(notes);
  });

  it('defaults to the recommended plan, wallet_50_monthly', () => {
    expect(DEFAULT_PLAN_ID).toBe('wallet_50_monthly');
    expect(PLAN_IDS.filter((id) => PLAN_CATALOGUE[id].recommended)).toEqual([DEFAULT_PLAN_ID]);
  });

  it.each([
    ['get_started', true],
    ['wallet_500_monthly', true],
    ['wallet_100_monthly', false],
    ['GET_STARTED', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('isPlanId(%j) is %s', (value, expected) => {
    expect(isPlanId(value)).toBe(expected);
  });
});

describe('Swedish VAT format', () => {
  it('is SE + 10 digits + 01, spelled from its parts', () => {
    const example = `${SWEDISH_VAT_PREFIX}${'5'.repeat(SWEDISH_VAT_ORGANISATION_DIGITS)}${SWEDISH_VAT_SUFFIX}`;
    expect(example).toBe('SE555555555501');
  });

  it.each([
    ['SE556677889901', true],
    ['SE123456789012', false],
    ['SE55667788990', false],
    ['SE5566778899010', false],
    ['se556677889901', false],
    ['DK556677889901', false],
  ])('%s matches: %s', (vat, expected) => {
    expect(SWEDISH_VAT_PATTERN.test(vat)).toBe(expected);
  });
});

describe('wizard', () => {
  it('has five steps, account to review', () => {
    expect(WIZARD_STEP_COUNT).toBe(5);
    expect(WIZARD_STEPS).toEqual(['account', 'company', 'plan', 'payment', 'review']);
  });
});

describe('storage keys', () => {
  it('uses the local storage keys of spec section 9, plus the unsaved marks, the recent palette entries and the signed-in hint', () => {
    expect(LOCAL_STORAGE_KEYS).toEqual({
      registrationFlow: 'registration_flow',
      authRedirect: 'auth_redirect',
      theme: 'theme',
      language: 'language',
      themeUnsaved: 'theme_unsaved',
      languageUnsaved: 'language_unsaved',
      commandPaletteRecent: 'command_palette_recent',
      signedInHint: 'signed_in_hint',
    });
  });

  it('keeps session keys apart from local keys', () => {
    const local: readonly string[] = Object.values(LOCAL_STORAGE_KEYS);
    const session = Object.values(SESSION_STORAGE_KEYS);
    expect(session).toEqual([
      'auth_user',
      'auth_status_ts',
      'form_drafts',
      'registration_draft',
      'registration_locked_until',
    ]);
    expect(session.filter((key) => local.includes(key))).toEqual([]);
  });
});

describe('theme', () => {
  it('offers system, light and dark, defaulting to system', () => {
    expect(THEMES).toEqual(['system', 'light', 'dark']);
    expect(DEFAULT_THEME).toBe('system');
  });

  it.each([
    ['dark', true],
    ['system', true],
    ['Dark', false],
    ['auto', false],
    [null, false],
  ])('isTheme(%j) is %s', (value, expected) => {
    expect(isTheme(value)).toBe(expected);
  });
});

describe('version', () => {
  it('is 1.1.15 and equals package.json', () => {
    expect(APP_VERSION).toBe('1.1.15');
    expect(APP_VERSION).toBe(packageJson.version);
  });
});

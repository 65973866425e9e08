import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VAT_AUTOFILL_MESSAGE_DURATION_MS } from '@/config';
import { en } from '@/i18n/en';
import { emptyRegistrationForm, type Translate } from '../registration-form';
import { buildRegistrationPayload } from '../registration-payload';
import { useStepChecks } from './use-step-checks';
import { useStepNavigation } from './use-step-navigation';
import { useWizardBanner } from './use-wizard-banner';
import { successBanner } from './success-banner';

/** `t` over the English catalogue with {{name}} interpolation. */
const t: Translate = (path, values = {}) => {
  const text = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
  if (typeof text !== 'string') throw new Error(`missing ${path}`);
  return text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
};

describe('the wizard banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with the restored-draft notice only when a draft was restored', () => {
    expect(renderHook(() => useWizardBanner(t, false)).result.current.banner).toBeNull();
    const restored = renderHook(() => useWizardBanner(t, true)).result.current.banner;
    expect(restored).toMatchObject({ message: 'We restored what you entered before.', tone: 'info' });
  });

  it('the auto-fill message goes after 3 s; other messages stay', () => {
    const { result } = renderHook(() => useWizardBanner(t, false));
    act(() =>
      result.current.showBanner({ message: t('registration.wizard.company.autoFilled'), tone: 'success' }),
    );
    act(() => {
      vi.advanceTimersByTime(VAT_AUTOFILL_MESSAGE_DURATION_MS - 1);
    });
    expect(result.current.banner?.message).toBe('Company found! Company details auto-filled.');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.banner).toBeNull();

    act(() => result.current.showBanner({ message: t('registration.errors.vatRequired'), tone: 'error' }));
    act(() => {
      vi.advanceTimersByTime(VAT_AUTOFILL_MESSAGE_DURATION_MS * 2);
    });
    expect(result.current.banner?.message).toBe('VAT number is required for companies');
  });

  it('a message shown after the auto-fill one is not taken away by its timer', () => {
    const { result } = renderHook(() => useWizardBanner(t, false));
    act(() =>
      result.current.showBanner({ message: t('registration.wizard.company.autoFilled'), tone: 'success' }),
    );
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    act(() => result.current.showBanner({ message: t('registration.errors.vatInvalid'), tone: 'error' }));
    act(() => {
      vi.advanceTimersByTime(VAT_AUTOFILL_MESSAGE_DURATION_MS);
    });
    expect(result.current.banner?.message).toBe('Invalid VAT number. Please check and try again.');
  });

  it('each banner shown gets a new id, even with the same text (it is shown afresh)', () => {
    const { result } = renderHook(() => useWizardBanner(t, false));
    const banner = { message: t('registration.errors.companyIncomplete'), tone: 'error' } as const;
    act(() => result.current.showBanner(banner));
    const first = result.current.banner?.id;
    act(() => result.current.showBanner(banner));
    expect(result.current.banner?.id).not.toBe(first);
  });
});

describe('step navigation', () => {
  it('knows the steps either side and moves focus to the new step’s heading', () => {
    const focus = vi.fn();
    const steps = ['company', 'plan', 'payment', 'review'] as const;
    const { result } = renderHook(() => useStepNavigation('company', steps, focus));
    expect(result.current).toMatchObject({ step: 'company', position: 0, nextStep: 'plan' });
    expect(result.current.previousStep).toBeUndefined();
    act(() => result.current.goTo('payment'));
    expect(result.current).toMatchObject({
      step: 'payment',
      position: 2,
      previousStep: 'plan',
      nextStep: 'review',
    });
    expect(focus).toHaveBeenCalledWith('step-heading');
  });
});

describe('step checks', () => {
  it('show nothing until the user tried to leave the step, then only that step’s messages', () => {
    const values = emptyRegistrationForm({ name: 'Anna', email: 'anna@fjallbacka.example' });
    const { result, rerender } = renderHook(({ step }) => useStepChecks(values, step, t), {
      initialProps: { step: 'company' as 'company' | 'plan' },
    });
    expect(result.current.stepErrors).toEqual({});
    act(() => result.current.markAttempted('company'));
    expect(result.current.attempted).toBe(true);
    expect(result.current.stepErrors).toEqual({
      'company.name': 'Company name must be between 2 and 100 characters',
      'company.email': 'Email is required',
      'company.vatNumber': 'VAT number must be in format XX123456789 (country code + number)',
      'company.address.countryCode': 'Country is required',
    });
    rerender({ step: 'plan' });
    expect(result.current).toMatchObject({ attempted: false, stepErrors: {} });
  });
});

describe('the success banner', () => {
  it('names the plan that was sent', () => {
    const form = emptyRegistrationForm();
    form.plan.planId = 'wallet_500_monthly';
    expect(successBanner(buildRegistrationPayload(form), t)).toEqual({
      message: 'Registration completed successfully! Taking you to your console…',
      tone: 'success',
      detail: 'Registered plan: Wallet 500',
    });
  });

  it('names no plan the catalogue does not know', () => {
    const form = emptyRegistrationForm();
    form.plan.planId = 'wallet_5000';
    expect(successBanner(buildRegistrationPayload(form), t)).not.toHaveProperty('detail');
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { englishT } from '@/test/english-t';
import { emptyRegistrationForm } from '../registration-form';
import { useStepChecks, useStepNavigation } from './step-navigation';

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
    const { result, rerender } = renderHook(({ step }) => useStepChecks(values, step, englishT), {
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

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VAT_AUTOFILL_MESSAGE_DURATION_MS } from '@/config';
import { englishT } from '@/test/english-t';
import { useWizardBanner } from './use-wizard-banner';

describe('the wizard banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with the restored-draft notice only when a draft was restored', () => {
    expect(renderHook(() => useWizardBanner(englishT, false)).result.current.banner).toBeNull();
    const restored = renderHook(() => useWizardBanner(englishT, true)).result.current.banner;
    expect(restored).toMatchObject({ message: 'We restored what you entered before.', tone: 'info' });
  });

  it('the auto-fill message goes after 3 s; other messages stay', () => {
    const { result } = renderHook(() => useWizardBanner(englishT, false));
    act(() =>
      result.current.showBanner({
        message: englishT('registration.wizard.company.autoFilled'),
        tone: 'success',
      }),
    );
    act(() => {
      vi.advanceTimersByTime(VAT_AUTOFILL_MESSAGE_DURATION_MS - 1);
    });
    expect(result.current.banner?.message).toBe('Company found! Company details auto-filled.');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.banner).toBeNull();

    act(() =>
      result.current.showBanner({ message: englishT('registration.errors.vatRequired'), tone: 'error' }),
    );
    act(() => {
      vi.advanceTimersByTime(VAT_AUTOFILL_MESSAGE_DURATION_MS * 2);
    });
    expect(result.current.banner?.message).toBe('VAT number is required for companies');
  });

  it('a message shown after the auto-fill one is not taken away by its timer', () => {
    const { result } = renderHook(() => useWizardBanner(englishT, false));
    act(() =>
      result.current.showBanner({
        message: englishT('registration.wizard.company.autoFilled'),
        tone: 'success',
      }),
    );
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    act(() =>
      result.current.showBanner({ message: englishT('registration.errors.vatInvalid'), tone: 'error' }),
    );
    act(() => {
      vi.advanceTimersByTime(VAT_AUTOFILL_MESSAGE_DURATION_MS);
    });
    expect(result.current.banner?.message).toBe('Invalid VAT number. Please check and try again.');
  });

  it('each banner shown gets a new id, even with the same text (it is shown afresh)', () => {
    const { result } = renderHook(() => useWizardBanner(englishT, false));
    const banner = { message: englishT('registration.errors.companyIncomplete'), tone: 'error' } as const;
    act(() => result.current.showBanner(banner));
    const first = result.current.banner?.id;
    act(() => result.current.showBanner(banner));
    expect(result.current.banner?.id).not.toBe(first);
  });
});

import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { changeLanguage } from '@/i18n';
import { resetBrowserState } from '@/test/render';

import { useCardNames } from './card-name';

describe('useCardNames', () => {
  beforeEach(resetBrowserState);

  it('names a card by its brand as printed on it, never the provider code in capitals', () => {
    const { result } = renderHook(() => useCardNames());
    expect(result.current.masked({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(result.current.endingIn({ brand: 'amex', last4: '0005' })).toBe('American Express ending in 0005');
    expect(result.current.brand('mastercard')).toBe('Mastercard');
  });

  it('a brand it does not know, or none, is a "Card"', () => {
    const { result } = renderHook(() => useCardNames());
    expect(result.current.masked({ brand: 'cartes_bancaires', last4: '1234' })).toBe('Card •••• 1234');
    expect(result.current.masked({ last4: '1234' })).toBe('Card •••• 1234');
  });

  it('a card known by its id only (a restored draft) is a "Saved card", never a bare "••••"', () => {
    const { result } = renderHook(() => useCardNames());
    expect(result.current.masked({})).toBe('Saved card');
    expect(result.current.endingIn({ brand: 'visa' })).toBe('Saved card');
  });

  it('in Swedish', async () => {
    await act(() => changeLanguage('sv'));
    const { result } = renderHook(() => useCardNames());
    expect(result.current.endingIn({ brand: 'visa', last4: '4242' })).toBe('Visa som slutar på 4242');
    expect(result.current.masked({ brand: 'sepa_debit', last4: '3000' })).toBe('SEPA-autogiro •••• 3000');
    expect(result.current.masked({ last4: '1234' })).toBe('Kort •••• 1234');
  });
});

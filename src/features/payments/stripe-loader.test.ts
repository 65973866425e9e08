import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

/** A fresh copy of the loader (it keeps the provider it loaded). */
const freshLoader = () => import('./stripe-loader');

beforeEach(() => {
  vi.resetModules();
  loadStripe.mockReset();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('stripe-loader: which card provider', () => {
  it.each([
    ['true', 'pk_test_abc', 'stand-in'],
    ['true', '', 'stand-in'],
    ['', '', 'stand-in'],
    ['', 'sk_test_secret', 'stand-in'],
    ['', 'pk_test_abc', 'stripe'],
  ])('mock mode %j, key %j → %s', async (mockMode, key, kind) => {
    vi.stubEnv('VITE_MOCK_MODE', mockMode);
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', key);
    const { paymentProviderKind } = await freshLoader();
    expect(paymentProviderKind()).toBe(kind);
  });

  it('without a key loads the stand-in, once, and never Stripe.js', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '');
    const { loadPaymentProvider } = await freshLoader();
    const first = await loadPaymentProvider();
    expect(first.kind).toBe('stand-in');
    expect(typeof first.stripe.createPaymentMethod).toBe('function');
    expect(await loadPaymentProvider()).toBe(first);
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('with a key loads Stripe.js through the pure entry, once', async () => {
    vi.stubEnv('VITE_MOCK_MODE', '');
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_abc');
    const stripe = { elements: vi.fn() };
    loadStripe.mockResolvedValue(stripe);
    const { loadPaymentProvider } = await freshLoader();
    await expect(loadPaymentProvider()).resolves.toEqual({ kind: 'stripe', stripe });
    await loadPaymentProvider();
    expect(loadStripe).toHaveBeenCalledTimes(1);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_abc');
  });

  it('forgets a failed load, so the next call tries again', async () => {
    vi.stubEnv('VITE_MOCK_MODE', '');
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_abc');
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    const { loadPaymentProvider } = await freshLoader();
    await expect(loadPaymentProvider()).rejects.toThrow('Failed to load Stripe.js');
    loadStripe.mockResolvedValueOnce({ elements: vi.fn() });
    await expect(loadPaymentProvider()).resolves.toMatchObject({ kind: 'stripe' });
    expect(loadStripe).toHaveBeenCalledTimes(2);
  });
});

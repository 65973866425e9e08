import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

/** A fresh copy of the loader (it keeps the provider it loaded and whether it logged). */
const freshLoader = () => import('./stripe-loader');

/** A build that is neither mock mode nor vitest, with this key. */
function productionBuild(key: string) {
  vi.stubEnv('MODE', 'production');
  vi.stubEnv('VITE_MOCK_MODE', '');
  vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', key);
}

beforeEach(() => {
  vi.resetModules();
  loadStripe.mockReset();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('stripe-loader: which card provider, fail closed', () => {
  it('in a mock-mode build loads the stand-in, once, whatever the key, and never Stripe.js', async () => {
    vi.stubEnv('MODE', 'production');
    vi.stubEnv('VITE_MOCK_MODE', 'true');
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_live_abc');
    const { loadPaymentProvider, paymentsSetup } = await freshLoader();
    expect(paymentsSetup()).toEqual({ status: 'ready', kind: 'stand-in' });
    const first = await loadPaymentProvider();
    expect(first.kind).toBe('stand-in');
    expect(typeof first.stripe.confirmCardSetup).toBe('function');
    expect(await loadPaymentProvider()).toBe(first);
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('in vitest (mode "test") gives the stand-in too, so component tests never reach Stripe', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '');
    const { paymentsSetup } = await freshLoader();
    expect(paymentsSetup()).toEqual({ status: 'ready', kind: 'stand-in' });
  });

  it('with a publishable key loads Stripe.js through the pure entry, once', async () => {
    productionBuild('pk_live_abc');
    const stripe = { elements: vi.fn() };
    loadStripe.mockResolvedValue(stripe);
    const { loadPaymentProvider, paymentsSetup } = await freshLoader();
    expect(paymentsSetup()).toEqual({ status: 'ready', kind: 'stripe' });
    await expect(loadPaymentProvider()).resolves.toEqual({ kind: 'stripe', stripe });
    await loadPaymentProvider();
    expect(loadStripe).toHaveBeenCalledTimes(1);
    expect(loadStripe).toHaveBeenCalledWith('pk_live_abc');
  });

  it.each([
    ['sk_live_51SecretValue', 'secret-key', /secret or restricted key/],
    ['rk_test_51Restricted', 'secret-key', /secret or restricted key/],
    ['pk_live_51Abc def', 'malformed', /not a publishable key/],
    ['', 'missing', /is not set/],
  ])(
    'key %j: not configured (%s), logged once without the key, and nothing loads',
    async (key, problem, why) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      productionBuild(key);
      const { loadPaymentProvider, paymentsSetup } = await freshLoader();
      expect(paymentsSetup()).toEqual({ status: 'not-configured', problem });
      expect(paymentsSetup()).toEqual({ status: 'not-configured', problem });
      expect(error).toHaveBeenCalledTimes(1);
      const logged = String(error.mock.calls[0]?.[0]);
      expect(logged).toContain(`Card payments are not configured (${problem})`);
      expect(logged).toMatch(why);
      if (key) expect(logged).not.toContain(key);
      await expect(loadPaymentProvider()).rejects.toThrow('Card payments are not configured.');
      expect(loadStripe).not.toHaveBeenCalled();
    },
  );

  it('forgets a failed load, so the next call tries again', async () => {
    productionBuild('pk_test_abc');
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    const { loadPaymentProvider } = await freshLoader();
    await expect(loadPaymentProvider()).rejects.toThrow('Failed to load Stripe.js');
    loadStripe.mockResolvedValueOnce({ elements: vi.fn() });
    await expect(loadPaymentProvider()).resolves.toMatchObject({ kind: 'stripe' });
    expect(loadStripe).toHaveBeenCalledTimes(2);
  });
});

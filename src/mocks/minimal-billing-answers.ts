/** Minimal answers (minimal-answers.ts) of the wallet, billing and usage operations. */

const MONEY = { amount: 42.5, currency: 'EUR' };

export const MINIMAL_BILLING_ANSWERS = {
  // Proposed: the wallet's own required fields.
  getWallet: { balance: MONEY, planId: 'wallet_50_monthly', lowBalanceThreshold: null, nextCharge: null },
  updateWalletSettings: {
    balance: MONEY,
    planId: 'wallet_50_monthly',
    lowBalanceThreshold: 10,
    nextCharge: null,
  },
  // Proposed: only what confirmCardSetup needs.
  createSetupIntent: { clientSecret: 'seti_1_secret_minimal' },
  // F UpdateSubscription describes only the request.
  updateSubscription: {},
  // Proposed: what the change charges now and later, which the dialog shows before the change.
  previewSubscriptionChange: {
    planId: 'wallet_500_monthly',
    kind: 'upgrade',
    effectiveDate: '2026-11-26',
    chargedNow: MONEY,
    creditNow: MONEY,
    nextCharge: { amount: 500, currency: 'EUR', date: '2026-12-01' },
  },
  // Proposed: a charge of the default card, booked at once (3-D Secure answers `requires_action`).
  createTopUp: { id: 'pay_1', purpose: 'top_up', status: 'succeeded', amount: MONEY },
  confirmPayment: { id: 'pay_1', purpose: 'top_up', status: 'succeeded', amount: MONEY },
  payInvoice: { id: 'pay_2', purpose: 'invoice', status: 'succeeded', amount: MONEY },
  // F Invoice.
  listInvoices: [
    {
      id: 'inv_1',
      number: 'NA-2026-011',
      amount: 50,
      currency: 'EUR',
      issuingDate: '2026-11-01',
      paymentStatus: 'succeeded',
      customerId: 'cus_1',
      customer: {
        id: 'cus_1',
        name: 'Nordlys Analytics AB',
        email: 'faktura@nordlys.example',
        createdAt: '2026-01-15T08:00:00Z',
      },
    },
  ],
  // F PaymentMethod.
  listPaymentMethods: [
    { id: 'pm_1', type: 'card', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true },
  ],
  addPaymentMethod: {
    id: 'pm_2',
    type: 'card',
    brand: 'mastercard',
    last4: '4444',
    expMonth: 1,
    expYear: 2031,
    isDefault: false,
  },
  // F TokenUsageResponse.
  getTokenUsage: {
    period: { start: '2026-11-01', end: '2026-11-30' },
    total: { input_tokens: 900, output_tokens: 300, total_tokens: 1200, cost: MONEY },
    usage: {
      daily: [
        {
          date: '2026-11-24',
          model: 'mistral-small-3.2-24b',
          input_tokens: 900,
          output_tokens: 300,
          total_tokens: 1200,
          cost: MONEY,
        },
      ],
    },
  },
} as const;

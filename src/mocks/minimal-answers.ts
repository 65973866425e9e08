/**
 * The smallest answer the real platform may give to each call the console makes: only the fields that the
 * product spec (`console-spec.md`, "S") or the platform facts (`platform-api-facts.md`, "F") name for that
 * answer, with values the console does not own where a real back office plausibly differs (a token type it
 * has never seen, a language code with a region). Proposed operations (`x-status: proposed`) answer the
 * fields their proposal requires.
 *
 * Two users: minimal-answers.test.ts checks that each answer passes the contract and the console's parsing
 * (so a `required` field the sources do not guarantee fails there), and the mock platform's `minimal`
 * scenario trims every answer of these operations to the same fields (minimal-view.ts).
 */

const USER_PROFILE = {
  // F UserProfile (S§3 User: id, name, email, role).
  id: 1,
  login: 'anna.lindqvist',
  name: 'Anna Lindqvist',
  email: 'admin@nordlys.example',
  phone: null,
  role: 'admin',
  company_id: 7,
  company: {
    id: 7,
    name: 'Nordlys Analytics AB',
    email: 'faktura@nordlys.example',
    vat: 'SE556677889901',
    street: 'Sveavägen 44',
    city: 'Stockholm',
    country: { id: 205, code: 'SE', name: 'Sweden' },
    phone: null,
  },
  active: true,
  createdAt: '2026-01-15T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  // An Odoo back office writes its own language codes.
  settings: { language: 'en_US', notifications: true, theme: 'system', timezone: 'Europe/Stockholm' },
};

const MONEY = { amount: 42.5, currency: 'EUR' };

const API_KEY_CREATED = {
  // F CreateApiKeyResponse: no display prefix.
  id: 9,
  name: 'CI pipeline',
  description: null,
  key: 'sk-eu-9c1d0000000000000000000000000000',
  created: '2026-11-24T09:00:00Z',
};

export const MINIMAL_ANSWERS = {
  // S§3 Model (id, root, owned_by, tags, model_type, pricing input/output: only priced models are listed); S§7 "reads data list".
  listModels: {
    data: [
      {
        id: 'mistral-small-3.2-24b',
        root: 'mistral-small-3.2-24b',
        owned_by: 'mistralai',
        tags: ['chat'],
        model_type: 'chat',
        pricing: { input: 0.1, output: 0.3 },
      },
    ],
  },
  // S§3 Model (pricing is one of its fields, though not every model has both prices).
  getModel: {
    id: 'mistral-small-3.2-24b',
    root: 'mistral-small-3.2-24b',
    owned_by: 'mistralai',
    tags: ['chat'],
    model_type: 'chat',
    pricing: { input: 0.1, output: 0.3 },
  },
  // F ChatCompletionResponse; S§7 reads choices[0].message.content and usage.
  createChatCompletion: {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_764_000_000,
    model: 'mistral-small-3.2-24b',
    choices: [{ index: 0, message: { role: 'assistant', content: 'Hej!' }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 },
  },
  // S§7 reads data[0].embedding and usage (which counts, not said).
  createEmbedding: { data: [{ embedding: [0.1, -0.2, 0.3] }], usage: {} },
  // F ApiKey (list item).
  listApiKeys: [
    {
      id: 3,
      name: 'Production backend',
      description: null,
      prefix: 'sk-eu-3f9a',
      active: true,
      created: '2026-03-04T08:00:00Z',
      modified: '2026-03-04T08:00:00Z',
      lastUsed: null,
    },
  ],
  createApiKey: API_KEY_CREATED,
  // F: the secret comes back on rotate too, in the create answer's shape.
  rotateApiKey: API_KEY_CREATED,
  // F ApiKeyUsageResponse.
  getApiKeyUsage: {
    id: 3,
    name: 'Production backend',
    period: { start: '2026-10-26', end: '2026-11-24' },
    requests: { total: 12, daily: [{ date: '2026-11-24', count: 12 }] },
    models: [
      {
        id: 'mistral-small-3.2-24b',
        name: 'Mistral Small 3.2',
        requests: 12,
        tokens: { input: 900, output: 300, total: 1200 },
      },
    ],
  },
  listUsers: [USER_PROFILE],
  getCurrentUser: USER_PROFILE,
  // F UpdateUser answers the user (the console keeps what comes back).
  updateUser: USER_PROFILE,
  // S§7 "response not shown".
  completeRegistration: {},
  // S§3 Invitation: email, role.
  listInvitations: [{ email: 'maja.berg@nordlys.example', role: 'member' }],
  inviteUser: { email: 'maja.berg@nordlys.example', role: 'member' },
  resendInvitation: { email: 'maja.berg@nordlys.example', role: 'member' },
  // S§3 Auth status; a token type the console has never seen.
  getAuthStatus: {
    authenticated: true,
    user: USER_PROFILE,
    keycloakAuthenticated: true,
    hasOdooAccount: true,
    tokenType: 'keycloak',
  },
  // S§7 names no body.
  logout: {},
  // S§3 VAT lookup result: valid, exists, company (name, address, countryCode).
  validateVat: {
    valid: true,
    exists: false,
    company: {
      name: 'Fjällbacka Data AB',
      address: { street: 'Hamngatan 1', city: 'Fjällbacka', zip: '457 40', countryCode: 'SE' },
      countryCode: 'SE',
    },
  },
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
  // S§3 Health: chatEndpoints (each with a model) and the back office's status.
  getHealth: { odoo: { status: 'up' }, chatEndpoints: [{ model: 'mistral-small-3.2-24b' }] },
} as const;

export type MinimalOperation = keyof typeof MINIMAL_ANSWERS;

/**
 * Operations the console never calls, or answers with no body: they have no minimal answer. A reason each.
 */
export const NOT_READ_BY_THE_CONSOLE = {
  revokeApiKey: '204, no body',
  cancelInvitation: '204, no body',
  removeUser: '204, no body',
  removePaymentMethod: '204, no body',
  login: 'a browser redirect',
  register: 'a browser redirect',
  authCallback: 'a browser redirect',
  getUser: 'in the contract (spec section 7), never called',
  listPlans: 'the plans are constants (spec section 9)',
  getBillingUsage: 'never called: billing reads token usage',
  getInvoice: 'never called: the list has what the page shows',
  getInvoicePdf: 'a PDF document, not JSON',
  getModelTokenUsage: 'never called: token usage has every model',
} as const;

/** Odoo's language codes carry a region. */
const backOfficeLanguage = (value: unknown) => (value === 'sv' ? 'sv_SE' : value === 'en' ? 'en_US' : value);

/**
 * Values a real back office plausibly sends that the console does not own: the minimal scenario answers these
 * instead of the store's (by dotted path; `*` is every item of a list).
 */
export const FOREIGN_VALUES: Partial<Record<MinimalOperation, Record<string, (value: unknown) => unknown>>> =
  {
    getAuthStatus: { tokenType: () => 'keycloak', 'user.settings.language': backOfficeLanguage },
    getCurrentUser: { 'settings.language': backOfficeLanguage },
    updateUser: { 'settings.language': backOfficeLanguage },
    listUsers: { '*.settings.language': backOfficeLanguage },
  };

/**
 * The smallest answer the real platform may give to each call the console makes: only the fields the spec ("S")
 * or the platform facts ("F") name, which the `minimal` scenario trims to (docs/mock-platform.md).
 */

import { MINIMAL_BILLING_ANSWERS } from './minimal-billing-answers';
import { MINIMAL_MODEL_AND_KEY_ANSWERS } from './minimal-model-answers';

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

export const MINIMAL_ANSWERS = {
  ...MINIMAL_MODEL_AND_KEY_ANSWERS,
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
  // S§3 Auth status, its user only S§3's User; a token type the console has never seen.
  getAuthStatus: {
    authenticated: true,
    user: {
      id: USER_PROFILE.id,
      name: USER_PROFILE.name,
      email: USER_PROFILE.email,
      role: USER_PROFILE.role,
    },
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
  ...MINIMAL_BILLING_ANSWERS,
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

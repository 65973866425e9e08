/**
 * Generated from the contract's `x-essential` lists by scripts/orval/essential-fields.ts (npm run generate).
 * Do not edit manually. Per operation (`METHOD /path/{param}`): the fields of its success answer that a
 * screen cannot work without; the API client reads every other field tolerantly (src/api/tolerant-read.ts),
 * and src/api/as-read.ts types an answer as read from these lists.
 */
export const ESSENTIAL_FIELDS = {
  'GET /v1/models': ['data[].id'],
  'GET /v1/models/{modelId}': ['id'],
  'GET /v1/api-keys': ['[].id', '[].name'],
  'GET /v1/users': ['[].id', '[].email'],
  'GET /v1/users/me': ['id', 'email'],
  'GET /v1/users/invites': ['[].email'],
  'PUT /v1/users/{id}': ['id', 'email'],
  'GET /v1/auth/status': [
    'authenticated',
    'keycloakAuthenticated',
    'hasOdooAccount',
    'user.id',
    'user.email',
  ],
  'GET /v1/billing/wallet': ['balance.amount', 'balance.currency', 'planId'],
  'GET /v1/billing/invoices': ['[].id', '[].number', '[].amount', '[].currency'],
  'GET /v1/billing/payment-methods': ['[].id', '[].type'],
  'GET /v1/usage/tokens': [
    'usage.daily[].date',
    'usage.daily[].model',
    'usage.daily[].input_tokens',
    'usage.daily[].output_tokens',
    'usage.daily[].total_tokens',
    'usage.daily[].cost.amount',
    'usage.daily[].cost.currency',
    'total.input_tokens',
    'total.output_tokens',
    'total.total_tokens',
    'total.cost.amount',
    'total.cost.currency',
  ],
  'GET /health': ['odoo.status', 'chatEndpoints[].model'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

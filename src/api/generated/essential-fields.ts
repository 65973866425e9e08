/**
 * Generated from the contract's `x-essential` lists by scripts/orval/essential-fields.ts (npm run generate).
 * Do not edit manually. Per operation (`METHOD /path/{param}`): the fields of its success answer that a
 * screen cannot work without; the API client reads every other field tolerantly (src/api/tolerant-read.ts).
 */
export const ESSENTIAL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'GET /v1/users/me': ['id', 'email'],
  'PUT /v1/users/{id}': ['id', 'email'],
  'GET /v1/auth/status': [
    'authenticated',
    'keycloakAuthenticated',
    'hasOdooAccount',
    'user.id',
    'user.email',
  ],
  'GET /v1/billing/invoices': ['[].id', '[].number', '[].amount', '[].currency'],
  'GET /v1/billing/payment-methods': ['[].id', '[].type'],
};

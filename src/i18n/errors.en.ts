/**
 * Messages of the error catalogue (spec section 8). Quoted messages of the spec are kept to the letter; rows
 * the spec only describes ("retry guidance", "contact support") got wording of our own.
 *
 * Only what the first screen can show; the signed-in app's and the wizard's messages are in errors-app.en.ts
 * (the first-load budget, docs/performance.md).
 */
export const errorsEn = {
  codes: {
    VALIDATION_ERROR: 'Please check your information and correct any errors before continuing.',
    SERVER_ERROR: 'Something went wrong on our side. Please try again in a few minutes.',
    AUTH_REQUIRED: 'Authentication is required.',
    INSUFFICIENT_PERMISSIONS: "You don't have permission to perform this action.",
    RATE_LIMIT_EXCEEDED: 'Too many attempts. Please try again later.',
    INVALID_REQUEST: 'Invalid request. Please try again.',
    NETWORK_ERROR: 'Network error. Please check your connection and try again.',
    REQUEST_TIMEOUT: 'Request timed out. Please try again.',
  },
  malformedResponse: 'The server sent a response the console does not understand.',
  unexpected: 'An unexpected error occurred. Please try again.',
  fallbacks: {
    authentication: 'Authentication failed',
  },
} as const;

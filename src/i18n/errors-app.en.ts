/** The error catalogue's messages that only the signed-in app and the registration wizard show (see errors.en.ts). */
export const errorsAppEn = {
  codes: {
    EMAIL_ALREADY_EXISTS: 'This email is already registered. Please sign in instead.',
    USER_ALREADY_EXISTS: 'An account with this email already exists. Please sign in instead.',
    INVALID_VAT_NUMBER: 'The VAT number you entered is invalid. Please check the format and try again.',
    MISSING_COUNTRY_CODE: 'Please include the country code in your VAT number (e.g., SE123456789012).',
    COMPANY_ALREADY_EXISTS:
      'This VAT number is already registered. Ask the person who holds that account to invite you to their team.',
    PAYMENT_REQUIRED: 'Payment is required to complete registration. Please add a payment method.',
    PAYMENT_FAILED: 'Your payment could not be processed. Please check your card or use another one.',
    INVALID_PLAN: 'The selected plan is invalid or no longer available. Please choose a plan again.',
    COMPANY_CREATION_FAILED: 'We could not create your company account. Please try again in a moment.',
    USER_CREATION_FAILED: 'We could not create your user account. Please try again in a moment.',
    SUBSCRIPTION_FAILED:
      'Your account was created, but setting up billing failed. Please contact support to finish the set-up.',
    REGISTRATION_RATE_LIMIT_EXCEEDED:
      'Too many registration attempts. Please wait a few minutes before trying again.',
  },
  accountExists: 'An account with email {{email}} already exists. You can sign in instead.',
  registrationFailed: 'Registration failed: {{message}}',
  validationException: 'An error occurred during validation',
  fixTheseIssues: 'Please fix the following issues: ',
  fallbacks: {
    models: 'Failed to fetch models',
    apiKeys: 'Failed to fetch API keys',
    invitations: 'Failed to fetch invitations',
    teamMembers: 'Failed to fetch team members',
    search: 'Failed to load search results',
  },
} as const;

/** The registration wizard (spec sections 2, 4, 5). */
export const registrationEn = {
  steps: {
    account: 'Account Information',
    company: 'Company Details (optional)',
    plan: 'Select a Plan',
    payment: 'Payment Method',
    review: 'Review & Confirm',
  },
} as const;

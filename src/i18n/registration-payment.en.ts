/** The wizard's payment step (issue 5): card entry through the card provider, brand and last digits once added. */
export const registrationPaymentEn = {} as const;

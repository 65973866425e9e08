import type { Catalogue } from './catalogue';
import type { registrationPaymentEn } from './registration-payment.en';

export const registrationPaymentSv = {} satisfies Catalogue<typeof registrationPaymentEn>;

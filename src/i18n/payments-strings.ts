import { addStrings } from './i18n';
import { paymentsEn } from './payments.en';
import { paymentsSv } from './payments.sv';

// How a card is named, in both languages: the signed-in app's and the registration wizard's string modules
// both import this one, so the names join with whichever loads first.
addStrings({ en: { payments: paymentsEn }, sv: { payments: paymentsSv } });

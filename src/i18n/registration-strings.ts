import { errorsAppEn } from './errors-app.en';
import { errorsAppSv } from './errors-app.sv';
import { addStrings } from './i18n';
import { paymentsEn } from './payments.en';
import { paymentsSv } from './payments.sv';
import { registrationEn } from './registration.en';
import { registrationSv } from './registration.sv';

// The registration wizard's strings, in both languages, added when the wizard's chunk loads (see
// app/lazy-areas.ts): the first screen carries none of them. The error messages and card names are the
// signed-in app's too (signed-in-strings.ts and signed-in.sv.ts); adding them twice changes nothing.
addStrings({
  en: { registration: registrationEn, errors: errorsAppEn, payments: paymentsEn },
  sv: { registration: registrationSv, errors: errorsAppSv, payments: paymentsSv },
});

import './errors-app-strings';
import './payments-strings';
import { addStrings } from './i18n';
import { registrationEn } from './registration.en';
import { registrationSv } from './registration.sv';

// The registration wizard's strings, in both languages, added when the wizard's chunk loads (see
// app/lazy-areas.ts): the first screen carries none of them.
addStrings({ en: { registration: registrationEn }, sv: { registration: registrationSv } });

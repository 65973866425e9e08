import { errorsAppEn } from './errors-app.en';
import { errorsAppSv } from './errors-app.sv';
import { addStrings } from './i18n';

// The error messages that only the signed-in app and the registration wizard show, in both languages: both
// parts' string modules import this one, so the messages join with whichever loads first.
addStrings({ en: { errors: errorsAppEn }, sv: { errors: errorsAppSv } });

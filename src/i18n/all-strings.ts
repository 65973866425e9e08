import { firstScreenSv } from './first-screen.sv';
import { addBundledLanguage } from './i18n';
import { signedInSv } from './signed-in.sv';
import './registration-strings';
import './signed-in-strings';
import './version-details-strings';

// Every string of every language at once, for unit tests (src/test/setup.ts): the console itself loads
// them in parts (see i18n.ts).
addBundledLanguage('sv', firstScreenSv);
addBundledLanguage('sv', signedInSv);

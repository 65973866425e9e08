import { errorsAppEn } from './errors-app.en';
import { firstScreenEn } from './first-screen.en';
import { layoutEn } from './layout.en';
import { pagesEn } from './pages.en';
import { paymentsEn } from './payments.en';
import { registrationEn } from './registration.en';
import { shellAppEn } from './shell-app.en';
import { versionDetailsEn } from './version-details.en';

/**
 * English catalogue: the source of truth for keys (keys.ts types `t` with it). Swedish must mirror it
 * (see catalogues.test.ts). The app never loads it whole: the first screen's part ships with the app, the
 * rest joins with the chunk that uses it (i18n.ts, signed-in-strings.ts, registration-strings.ts).
 */
export const en = {
  ...firstScreenEn,
  errors: {
    ...firstScreenEn.errors,
    ...errorsAppEn,
    codes: { ...firstScreenEn.errors.codes, ...errorsAppEn.codes },
    fallbacks: { ...firstScreenEn.errors.fallbacks, ...errorsAppEn.fallbacks },
  },
  shell: { ...firstScreenEn.shell, ...shellAppEn },
  layout: layoutEn,
  pages: pagesEn,
  registration: registrationEn,
  payments: paymentsEn,
  versionDetails: versionDetailsEn,
} as const;

import type { Catalogue } from './catalogue';
import { errorsAppSv } from './errors-app.sv';
import { firstScreenSv } from './first-screen.sv';
import { layoutSv } from './layout.sv';
import { pagesSv } from './pages.sv';
import { paymentsSv } from './payments.sv';
import { registrationSv } from './registration.sv';
import { shellAppSv } from './shell-app.sv';
import { versionDetailsSv } from './version-details.sv';

/** Swedish catalogue: same keys as en.ts (checked by the type and by catalogues.test.ts). */
export const sv = {
  ...firstScreenSv,
  errors: {
    ...firstScreenSv.errors,
    ...errorsAppSv,
    codes: { ...firstScreenSv.errors.codes, ...errorsAppSv.codes },
    fallbacks: { ...firstScreenSv.errors.fallbacks, ...errorsAppSv.fallbacks },
  },
  shell: { ...firstScreenSv.shell, ...shellAppSv },
  layout: layoutSv,
  pages: pagesSv,
  registration: registrationSv,
  payments: paymentsSv,
  versionDetails: versionDetailsSv,
} satisfies Catalogue;

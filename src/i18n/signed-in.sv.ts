import type { Catalogue } from './catalogue';
import { errorsAppSv } from './errors-app.sv';
import { layoutSv } from './layout.sv';
import { pagesSv } from './pages.sv';
import { paymentsSv } from './payments.sv';
import { shellAppSv } from './shell-app.sv';
import type { signedInEn } from './signed-in.en';

// The signed-in app's Swedish strings: a chunk of their own, fetched only when Swedish is in use (i18n.ts).
export const signedInSv: Catalogue<typeof signedInEn> = {
  layout: layoutSv,
  pages: pagesSv,
  shell: shellAppSv,
  errors: errorsAppSv,
  payments: paymentsSv,
};

import { errorsAppEn } from './errors-app.en';
import { layoutEn } from './layout.en';
import { pagesEn } from './pages.en';
import { paymentsEn } from './payments.en';
import { shellAppEn } from './shell-app.en';

/**
 * The signed-in app's English strings (its shell, global dialogs and pages): they ride with its chunk
 * (signed-in-strings.ts), its Swedish is a chunk of its own (signed-in.sv.ts).
 */
export const signedInEn = {
  layout: layoutEn,
  pages: pagesEn,
  shell: shellAppEn,
  errors: errorsAppEn,
  payments: paymentsEn,
};

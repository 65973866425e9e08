import { errorsAppEn } from './errors-app.en';
import { addLanguageStrings } from './i18n';
import { layoutEn } from './layout.en';
import { pagesEn } from './pages.en';
import { paymentsEn } from './payments.en';
import { shellAppEn } from './shell-app.en';

export const signedInEn = {
  layout: layoutEn,
  pages: pagesEn,
  shell: shellAppEn,
  errors: errorsAppEn,
  payments: paymentsEn,
};

// The signed-in app's strings (its shell, global dialogs and pages), added when the chunk that imports this
// module loads (app/signed-in-layout.tsx): the first screen carries none of them. Only English rides along;
// the route fetches another language's before it renders (`loadStringsPart('signedIn')` in i18n.ts).
addLanguageStrings('en', signedInEn);

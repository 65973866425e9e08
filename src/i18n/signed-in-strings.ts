import './errors-app-strings';
import './payments-strings';
import { addStrings } from './i18n';
import { layoutEn } from './layout.en';
import { layoutSv } from './layout.sv';
import { pagesEn } from './pages.en';
import { pagesSv } from './pages.sv';
import { shellAppEn } from './shell-app.en';
import { shellAppSv } from './shell-app.sv';

// The signed-in app's strings (its shell, global dialogs and pages), in both languages, added when the chunk
// that imports this module loads (app/signed-in-layout.tsx): the first screen carries none of them.
addStrings({
  en: { layout: layoutEn, pages: pagesEn, shell: shellAppEn },
  sv: { layout: layoutSv, pages: pagesSv, shell: shellAppSv },
});

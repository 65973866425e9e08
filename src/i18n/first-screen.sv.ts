import { authSv } from './auth.sv';
import type { Catalogue } from './catalogue';
import { errorsSv } from './errors.sv';
import type { firstScreenEn } from './first-screen.en';
import { shellSv } from './shell.sv';

/** Swedish strings of the first screen (see first-screen.en.ts): fetched only when Swedish is chosen. */
export const firstScreenSv = {
  app: {
    name: 'EU AI Console',
    tagline:
      'Utforska och testa AI-modeller, hantera API-nycklar, ditt team och fakturering, på en plattform i Europa.',
  },
  branding: {
    label: 'Varför den här plattformen',
    dataResidency: {
      title: 'Data inom EU:s gränser',
      body: 'Modellerna körs inom Europeiska unionen, och dina data stannar där.',
    },
    openSource: {
      title: 'Öppen källkod och öppna modeller',
      body: 'Byggd på programvara med öppen källkod och med öppna modeller.',
    },
    sustainability: {
      title: 'Byggd med hållbarhet i åtanke',
      body: 'Hållbarhet är en del av hur plattformen utformas och drivs.',
    },
  },
  language: {
    label: 'Språk',
  },
  dialog: {
    close: 'Stäng',
  },
  theme: {
    label: 'Färgläge',
    system: 'System',
    light: 'Ljust',
    dark: 'Mörkt',
  },
  version: {
    stageBanner: 'STAGE {{version}}',
    types: { staging: 'staging', development: 'utveckling', rc: 'rc', pr: 'pr', production: 'produktion' },
  },
  errors: errorsSv,
  auth: authSv,
  shell: shellSv,
} satisfies Catalogue<typeof firstScreenEn>;

import type { Catalogue } from './catalogue';
import { authSv } from './auth.sv';
import { errorsSv } from './errors.sv';
import { layoutSv } from './layout.sv';
import { pagesSv } from './pages.sv';
import { registrationSv } from './registration.sv';
import { shellSv } from './shell.sv';

/** Swedish catalogue: same keys as en.ts (checked by the type and by catalogues.test.ts). */
export const sv = {
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
  theme: {
    label: 'Färgläge',
    system: 'System',
    light: 'Ljust',
    dark: 'Mörkt',
  },
  version: {
    label: 'Version {{version}}',
  },
  errors: errorsSv,
  auth: authSv,
  layout: layoutSv,
  pages: pagesSv,
  registration: registrationSv,
  shell: shellSv,
} satisfies Catalogue;

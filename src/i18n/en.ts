import { authEn } from './auth.en';
import { errorsEn } from './errors.en';
import { layoutEn } from './layout.en';
import { pagesEn } from './pages.en';
import { registrationEn } from './registration.en';
import { shellEn } from './shell.en';
/** English catalogue: the source of truth for keys. Swedish must mirror it (see catalogues.test.ts). */
export const en = {
  app: {
    name: 'EU AI Console',
    tagline:
      'Browse and test AI models, manage API keys, your team and billing, on a platform hosted in Europe.',
  },
  branding: {
    label: 'Why this platform',
    dataResidency: {
      title: 'Data inside EU borders',
      body: 'Models run in the European Union, and your data stays there.',
    },
    openSource: {
      title: 'Open source and open models',
      body: 'Built on open-source software, serving open models.',
    },
    sustainability: {
      title: 'Built with sustainability in mind',
      body: 'Sustainability is part of how the platform is designed and run.',
    },
  },
  language: {
    label: 'Language',
  },
  theme: {
    label: 'Colour mode',
    system: 'System',
    light: 'Light',
    dark: 'Dark',
  },
  version: {
    label: 'Version {{version}}',
  },
  errors: errorsEn,
  auth: authEn,
  layout: layoutEn,
  pages: pagesEn,
  registration: registrationEn,
  shell: shellEn,
} as const;

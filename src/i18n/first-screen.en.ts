import { authEn } from './auth.en';
import { errorsEn } from './errors.en';
import { shellEn } from './shell.en';

/**
 * The strings of the first screen (sign-in, sign-out, error and maintenance screens): in English they ship
 * with the app, and they are all a visitor's first load carries (the first-load budget, docs/performance.md). The signed-in app's and
 * the registration wizard's strings join when their chunks load (signed-in-strings.ts, English only, its
 * Swedish through i18n.ts's `loadStringsPart`; registration-strings.ts); en.ts is the whole catalogue.
 */
export const firstScreenEn = {
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
  dialog: {
    close: 'Close',
  },
  theme: {
    label: 'Colour mode',
    system: 'System',
    light: 'Light',
    dark: 'Dark',
  },
  version: {
    stageBanner: 'STAGE {{version}}',
    types: { staging: 'staging', development: 'development', rc: 'rc', pr: 'pr', production: 'production' },
  },
  errors: errorsEn,
  auth: authEn,
  // Also the maintenance and error screens, which must speak even when nothing else can load.
  shell: shellEn,
} as const;

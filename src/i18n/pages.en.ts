import { apiKeysEn } from './api-keys.en';
import { billingEn } from './billing.en';
import { dashboardEn } from './dashboard.en';
import { modelsEn } from './models.en';
import { permissionsEn } from './permissions.en';
import { settingsEn } from './settings.en';
import { teamEn } from './team.en';

/** Page titles and introductions of the signed-in app; pages with more to say have their own area file. */
export const pagesEn = {
  overview: dashboardEn,
  models: modelsEn,
  apiKeys: apiKeysEn,
  team: teamEn,
  settings: settingsEn,
  billing: billingEn,
  permissions: permissionsEn,
  databases: { title: 'Databases', intro: 'Managed databases.' },
  appStore: { title: 'App Store', intro: 'Apps to add to your projects.' },
  installedApps: { title: 'Installed Apps', intro: 'The apps installed in your projects.' },
  sshKeys: { title: 'SSH Keys', intro: 'Keys for SSH access to your servers.' },
  vpn: { title: 'VPN', intro: 'Private network access to your resources.' },
  cluster: { title: 'Cluster', intro: 'Your compute cluster.' },
  colorPalette: { title: 'Colour Palette', intro: 'The colours of your console.' },
  /** A section switched on but not built in this console (config/pages.ts). */
  notAvailable: {
    title: 'Not available yet',
    body: 'The {{section}} section is not available in this console yet.',
    back: 'Back to {{page}}',
    noneEnabled: { title: 'No sections switched on', body: 'Every section of this console is switched off.' },
  },
  welcomeUser: 'Welcome, {{name}}',
} as const;

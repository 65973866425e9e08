import type { PageId } from '@/config/pages';

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
} as const satisfies Record<PageId, { readonly title: string; readonly intro: string }> &
  Record<string, unknown>;

/**
 * Every page of the registry (config/pages.ts) has its title and introduction here (the `satisfies` above), and
 * neither names a `{{placeholder}}`: the header, the side menu and the palette show them as they are. Either
 * mistake fails here, where the page's strings are written, naming the page.
 */
type PageWithPlaceholder = {
  [
    Id in PageId
  ]: `${(typeof pagesEn)[Id]['title']}${(typeof pagesEn)[Id]['intro']}` extends `${string}{{${string}`
    ? Id
    : never;
}[PageId];
export const pageStringsArePlain: [PageWithPlaceholder] extends [never]
  ? true
  : { placeholderIn: PageWithPlaceholder } = true;

import type { Catalogue } from './catalogue';
import type { versionDetailsEn } from './version-details.en';

export const versionDetailsSv = {
  environment: 'Miljö: {{environment}}',
  environments: { production: 'Produktion', staging: 'Staging', development: 'Lokal utveckling' },
  built: 'Byggd {{time}}',
  buildType: 'Bygge: {{type}}',
  buildTypes: { rc: 'Releasekandidat', pr: 'Pull request' },
} satisfies Catalogue<typeof versionDetailsEn>;

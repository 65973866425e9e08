import { apiKeysEn } from './api-keys.en';
import { billingEn } from './billing.en';
import { dashboardEn } from './dashboard.en';
import { modelsEn } from './models.en';
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
  databases: { title: 'Databases', intro: 'Managed databases.' },
  welcomeUser: 'Welcome, {{name}}',
} as const;

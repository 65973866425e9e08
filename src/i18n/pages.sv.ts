import { apiKeysSv } from './api-keys.sv';
import { billingSv } from './billing.sv';
import type { Catalogue } from './catalogue';
import { dashboardSv } from './dashboard.sv';
import { modelsSv } from './models.sv';
import type { pagesEn } from './pages.en';
import { settingsSv } from './settings.sv';
import { teamSv } from './team.sv';

export const pagesSv = {
  overview: dashboardSv,
  models: modelsSv,
  apiKeys: apiKeysSv,
  team: teamSv,
  settings: settingsSv,
  billing: billingSv,
  databases: { title: 'Databaser', intro: 'Hanterade databaser.' },
  welcomeUser: 'Välkommen, {{name}}',
} satisfies Catalogue<typeof pagesEn>;

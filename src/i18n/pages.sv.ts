import { apiKeysSv } from './api-keys.sv';
import { billingSv } from './billing.sv';
import type { Catalogue } from './catalogue';
import { dashboardSv } from './dashboard.sv';
import { modelsSv } from './models.sv';
import type { pagesEn } from './pages.en';
import { permissionsSv } from './permissions.sv';
import { settingsSv } from './settings.sv';
import { teamSv } from './team.sv';

export const pagesSv = {
  overview: dashboardSv,
  models: modelsSv,
  apiKeys: apiKeysSv,
  team: teamSv,
  settings: settingsSv,
  billing: billingSv,
  permissions: permissionsSv,
  databases: { title: 'Databaser', intro: 'Hanterade databaser.' },
  appStore: { title: 'Appbutik', intro: 'Appar att lägga till i dina projekt.' },
  installedApps: { title: 'Installerade appar', intro: 'Apparna som är installerade i dina projekt.' },
  sshKeys: { title: 'SSH-nycklar', intro: 'Nycklar för SSH-åtkomst till dina servrar.' },
  vpn: { title: 'VPN', intro: 'Privat nätverksåtkomst till dina resurser.' },
  cluster: { title: 'Kluster', intro: 'Ditt beräkningskluster.' },
  colorPalette: { title: 'Färgpalett', intro: 'Färgerna i din konsol.' },
  notAvailable: {
    title: 'Inte tillgängligt än',
    body: 'Avsnittet {{section}} finns inte i den här konsolen än.',
    back: 'Tillbaka till {{page}}',
    noneEnabled: { title: 'Inga avsnitt är påslagna', body: 'Alla avsnitt i den här konsolen är avstängda.' },
  },
  welcomeUser: 'Välkommen, {{name}}',
} satisfies Catalogue<typeof pagesEn>;

import type { Catalogue } from './catalogue';
import type { layoutEn } from './layout.en';

export const layoutSv = {
  nav: {
    label: 'Huvudmeny',
    support: 'Support',
    apiDocs: 'API-dokumentation',
    opensInNewTab: '(öppnas i en ny flik)',
  },
  sidebar: {
    promise:
      'Modellerna körs med data inom EU:s gränser, på öppen källkod och öppna modeller, byggt med hållbarhet i åtanke.',
    openMenu: 'Öppna menyn',
    closeMenu: 'Stäng menyn',
    menu: 'Meny',
  },
  topBar: {
    search: 'Sök',
    newProject: 'Nytt projekt',
  },
  userMenu: {
    open: '{{initials}}, Öppna användarmenyn',
    fallbackName: 'Användare',
    role: 'Administratör',
    team: 'Teamhantering',
    apiKeys: 'API-nycklar',
    billing: 'Fakturering och användning',
    settings: 'Inställningar',
    support: 'Support',
    apiDocs: 'API-dokumentation',
    signOut: 'Logga ut',
  },
  supportButton: 'Support',
  skipToContent: 'Hoppa till innehållet',
} satisfies Catalogue<typeof layoutEn>;

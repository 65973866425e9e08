import type { Catalogue } from './catalogue';
import type { shellAppEn } from './shell-app.en';

/** Swedish strings of the signed-in shell's global dialogs; same keys as shell-app.en.ts. */
export const shellAppSv = {
  commandPalette: {
    label: 'Kommandopalett',
    open: 'Sök',
    placeholder: 'Sök kommandon...',
    hint: 'Börja skriva för att söka...',
    empty: 'Inga resultat för "{{query}}"',
    results: 'Sökresultat',
    loading: 'Läser in sökresultat',
    retry: 'Försök igen',
    resultCount_one: '{{count}} resultat',
    resultCount_other: '{{count}} resultat',
    keys: {
      navigate: 'för att flytta',
      choose: 'för att öppna',
      close: 'för att stänga',
    },
    groups: {
      recent: 'Senaste',
      pages: 'Sidor',
      actions: 'Åtgärder',
      models: 'Modeller',
      databases: 'Databaser',
      apiKeys: 'API-nycklar',
      members: 'Teammedlemmar',
    },
    actions: {
      newProject: {
        title: 'Nytt projekt',
        description: 'Skapa ett projekt med eget namnområde, egen fakturering och egna kvoter',
      },
      createApiKey: { title: 'Skapa API-nyckel', description: 'Öppna API-nycklar med en ny nyckel' },
      inviteMember: { title: 'Bjud in medlem', description: 'Bjud in någon till ditt team' },
      themeLight: { title: 'Byt till ljust tema', description: 'Färgläge: ljust' },
      themeDark: { title: 'Byt till mörkt tema', description: 'Färgläge: mörkt' },
      themeSystem: { title: 'Använd systemets tema', description: 'Färgläge: följ systemet' },
      signOut: { title: 'Logga ut', description: 'Avsluta sessionen' },
    },
    model: {
      chat: 'Chattmodell från {{owner}}',
      embedding: 'Inbäddningsmodell från {{owner}}',
      other: '{{type}}-modell från {{owner}}',
    },
    apiKey: {
      prefix: 'Nyckel {{prefix}}…',
    },
  },
  newProject: {
    open: 'Nytt projekt',
    title: 'Nytt projekt',
    name: 'Projektnamn',
    namePlaceholder: 't.ex. Kundtjänstassistent',
    nameRequired: 'Projektnamn krävs',
    team: 'Team',
    teams: {
      core: 'Kärnteam',
      engineering: 'Utveckling',
      clientProjects: 'Kundprojekt',
    },
    environment: 'Miljötyp',
    environments: {
      development: 'utveckling',
      staging: 'staging',
      production: 'produktion',
    },
    note: 'Projektets resurser isoleras i ett eget namnområde, med separat fakturering och egna kvoter.',
    cancel: 'Avbryt',
    submit: 'Skapa projekt',
    submitting: 'Skapar projekt...',
  },
  refresh: {
    button: 'Uppdatera',
    refreshing: 'Uppdaterar…',
    updated: 'Uppdaterad {{time}}',
    never: 'Inte hämtad än',
  },
  sessionEnded: {
    title: 'Din session har avslutats',
    body: 'Logga in igen för att fortsätta där du var. Det du har skrivit sparas i den här webbläsarfliken, utom kortuppgifter, som du anger igen.',
    signIn: 'Logga in igen',
  },
} satisfies Catalogue<typeof shellAppEn>;

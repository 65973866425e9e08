import type { authEn } from './auth.en';
import type { Catalogue } from './catalogue';

export const authSv = {
  signIn: {
    welcome: 'Välkommen tillbaka',
    intro: 'Logga in för att hantera dina modeller, API-nycklar, ditt team och din fakturering.',
    button: 'Logga in',
    noAccount: 'Har du inget konto?',
    signUp: 'Registrera dig',
    close: 'Stäng och logga ut helt',
    redirecting: 'Skickar dig till inloggningen…',
  },
  signUp: {
    title: 'Skapa ditt konto',
    haveAccount: 'Har du redan ett konto?',
    signIn: 'Logga in',
  },
  signOut: {
    title: 'Loggar ut...',
    body: 'Vänta medan vi loggar ut dig.',
    failed: {
      title: 'Utloggningen slutfördes inte',
      unreachable: 'Servern gick inte att nå, så din session kunde inte avslutas.',
      serverError: 'Servern svarade med ett fel, så din session kunde inte avslutas.',
      stillSignedIn: 'Du kan fortfarande vara inloggad på den här enheten. Försök igen innan du lämnar den.',
      retry: 'Försök logga ut igen',
      backToConsole: 'Tillbaka till konsolen',
    },
  },
  loading: 'Läser in ditt konto…',
  statusFailed: 'Vi kunde inte kontrollera din inloggning.',
  retry: 'Försök igen',
} satisfies Catalogue<typeof authEn>;

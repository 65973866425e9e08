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
  },
  loading: 'Läser in ditt konto…',
  statusFailed: 'Vi kunde inte kontrollera din inloggning.',
  retry: 'Försök igen',
} satisfies Catalogue<typeof authEn>;

import type { Catalogue } from './catalogue';
import type { registrationAccessEn } from './registration-access.en';

export const registrationAccessSv = {
  start: {
    intro:
      'Registreringen börjar med ditt inloggningskonto: du väljer e-postadress och lösenord på vår säkra inloggningssida. Sedan kommer du tillbaka hit för företagsuppgifter, abonnemang och betalningsmetod.',
    createAccount: 'Skapa konto',
    redirecting: 'Skickar dig till registreringen…',
    continueTitle: 'Fortsätt din registrering',
    continueIntro:
      'Du är utloggad. Logga in för att fortsätta där du slutade: det du har fyllt i finns kvar i den här webbläsarfliken.',
    signInToContinue: 'Logga in för att fortsätta',
    signInRedirecting: 'Skickar dig till inloggningen…',
    noAccount: 'Har du inget konto?',
    signUp: 'Registrera dig',
  },
  sessionEnded: {
    title: 'Din session har avslutats',
    body: 'Logga in igen för att fortsätta. Det du har fyllt i finns kvar i den här webbläsarfliken.',
    signIn: 'Logga in igen',
  },
  signedInAs: 'Inloggad som {{email}}',
  signOut: 'Logga ut',
} satisfies Catalogue<typeof registrationAccessEn>;

import type { Catalogue } from './catalogue';
import type { shellEn } from './shell.en';

/** Swedish strings of the shell's screens the first screen may show; same keys as shell.en.ts. */
export const shellSv = {
  // Swedish in every interface language: identical to shell.en.ts (a test checks).
  maintenance: {
    title: 'Underhållsläge',
    body: 'Systemet är för närvarande under underhåll. Vänligen kom tillbaka om några timmar.',
    note: 'Vi arbetar med att förbättra tjänsten för dig. Tack för ditt tålamod.',
    back: 'Tillbaka till startsidan',
  },
  genericError: {
    title: 'Något gick fel',
    body: 'Konsolen stötte på ett oväntat problem. Det brukar hjälpa att ladda om sidan.',
    refresh: 'Ladda om sidan',
  },
  pageError: {
    title: 'Sidan kunde inte läsas in',
    retry: 'Försök igen',
    authTitle: 'Din session har avslutats',
    signIn: 'Logga in igen',
  },
  chunkError: {
    message: 'En ny version av konsolen finns tillgänglig, eller så gick en del av den inte att läsa in.',
    reload: 'Ladda om',
  },
} satisfies Catalogue<typeof shellEn>;

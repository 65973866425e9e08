import type { Catalogue } from './catalogue';
import type { registrationPaymentEn } from './registration-payment.en';

export const registrationPaymentSv = {
  intro: 'Lägg till kortet som ditt abonnemang betalas med.',
  cardLabel: 'Kortuppgifter',
  providerNote: 'Kortuppgifterna går direkt till vår kortleverantör Stripe och når aldrig våra servrar.',
  testMode:
    'Testläge: inget kort debiteras. Prova {{accepted}} (godkänns), {{authenticated}} (ber om 3-D Secure) eller {{declined}} (nekas), med ett framtida datum och valfri CVC.',
  testCards: 'Alla testkort',
  notConfigured:
    'Kortbetalningar är inte konfigurerade på den här webbplatsen, så det går inte att lägga till ett kort just nu. Kontakta supporten.',
  addCard: 'Lägg till kort',
  adding: 'Lägger till kort…',
  loading: 'Laddar kortformuläret…',
  loadFailed: 'Kortformuläret kunde inte laddas. Kontrollera anslutningen och försök igen.',
  retry: 'Försök igen',
  cardAdded: 'Kortet har lagts till',
  remove: 'Ta bort kort',
  unexpectedError: 'Kortet kunde inte läggas till. Försök igen.',
} satisfies Catalogue<typeof registrationPaymentEn>;

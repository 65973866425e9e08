import type { Catalogue } from './catalogue';
import type { errorsAppEn } from './errors-app.en';

/** Swedish of errors-app.en.ts. */
export const errorsAppSv = {
  codes: {
    EMAIL_ALREADY_EXISTS: 'E-postadressen är redan registrerad. Logga in i stället.',
    USER_ALREADY_EXISTS: 'Det finns redan ett konto med den här e-postadressen. Logga in i stället.',
    INVALID_VAT_NUMBER: 'Momsregistreringsnumret är ogiltigt. Kontrollera formatet och försök igen.',
    MISSING_COUNTRY_CODE: 'Ange landskoden i momsregistreringsnumret (t.ex. SE123456789012).',
    COMPANY_ALREADY_EXISTS:
      'Momsregistreringsnumret är redan registrerat. Be den som har kontot att bjuda in dig till sitt team.',
    PAYMENT_REQUIRED: 'Betalning krävs för att slutföra registreringen. Lägg till en betalningsmetod.',
    PAYMENT_FAILED: 'Betalningen kunde inte genomföras. Kontrollera kortet eller använd ett annat.',
    INVALID_PLAN:
      'Det valda abonnemanget är ogiltigt eller inte längre tillgängligt. Välj ett abonnemang igen.',
    COMPANY_CREATION_FAILED: 'Vi kunde inte skapa ditt företagskonto. Försök igen om en stund.',
    USER_CREATION_FAILED: 'Vi kunde inte skapa ditt användarkonto. Försök igen om en stund.',
    SUBSCRIPTION_FAILED:
      'Ditt konto skapades, men faktureringen kunde inte ställas in. Kontakta supporten för att slutföra.',
    REGISTRATION_RATE_LIMIT_EXCEEDED: 'För många registreringsförsök. Vänta några minuter och försök igen.',
  },
  accountExists: 'Det finns redan ett konto med e-postadressen {{email}}. Du kan logga in i stället.',
  registrationFailed: 'Registreringen misslyckades: {{message}}',
  validationException: 'Ett fel uppstod vid valideringen',
  fixTheseIssues: 'Åtgärda följande: ',
  fallbacks: {
    models: 'Kunde inte hämta modeller',
    apiKeys: 'Kunde inte hämta API-nycklar',
    invitations: 'Kunde inte hämta inbjudningar',
    teamMembers: 'Kunde inte hämta teammedlemmar',
    search: 'Kunde inte läsa in sökresultat',
  },
} satisfies Catalogue<typeof errorsAppEn>;

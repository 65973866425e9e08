import type { Catalogue } from './catalogue';
import type { errorsEn } from './errors.en';

/** Swedish messages of the error catalogue; same keys as errors.en.ts. */
export const errorsSv = {
  codes: {
    VALIDATION_ERROR: 'Kontrollera dina uppgifter och rätta eventuella fel innan du fortsätter.',
    SERVER_ERROR: 'Något gick fel hos oss. Försök igen om några minuter.',
    AUTH_REQUIRED: 'Inloggning krävs.',
    INSUFFICIENT_PERMISSIONS: 'Du har inte behörighet att utföra den här åtgärden.',
    RATE_LIMIT_EXCEEDED: 'För många försök. Försök igen senare.',
    INVALID_REQUEST: 'Ogiltig begäran. Försök igen.',
    NETWORK_ERROR: 'Nätverksfel. Kontrollera anslutningen och försök igen.',
    REQUEST_TIMEOUT: 'Begäran tog för lång tid. Försök igen.',
  },
  malformedResponse: 'Servern skickade ett svar som konsolen inte förstår.',
  unexpected: 'Ett oväntat fel uppstod. Försök igen.',
  fallbacks: {
    authentication: 'Autentiseringen misslyckades',
  },
} satisfies Catalogue<typeof errorsEn>;

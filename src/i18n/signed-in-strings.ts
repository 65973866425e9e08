import { addStrings } from './i18n';
import { signedInEn } from './signed-in.en';

// Added when the chunk that imports this module loads (app/signed-in-layout.tsx): the first screen carries
// none of them. Only English rides along; the route fetches another language's before it renders
// (`loadStringsPart('signedIn')` in i18n.ts).
addStrings({ en: signedInEn });

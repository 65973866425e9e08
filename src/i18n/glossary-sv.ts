/**
 * One Swedish word for one thing: the console's Swedish glossary. docs/glossary-sv.md shows this list (a test
 * checks the two agree) and glossary.test.ts fails when a Swedish string uses a word listed under `avoid`.
 */
export interface GlossaryTerm {
  /** The English term as the console uses it. */
  readonly en: string;
  /** The Swedish word to use, with its forms. */
  readonly sv: string;
  /** Why, or how to use it, in a line. */
  readonly note: string;
  /** Variants that must not appear in a Swedish string: whole words or phrases, any case. */
  readonly avoid: readonly string[];
}

export const GLOSSARY_SV: readonly GlossaryTerm[] = [
  {
    en: 'plan',
    sv: 'abonnemang (ett abonnemang, abonnemanget, abonnemangen)',
    note: 'The established Swedish word for what is paid each month; "plan" is an anglicism here.',
    avoid: ['plan', 'planen', 'planer', 'planerna', 'Byt plan'],
  },
  {
    en: 'Get Started, Wallet 50, Wallet 500 (plan names)',
    sv: 'Get Started, Wallet 50, Wallet 500',
    note: 'Product names, as the platform, the invoices and the overview write them: never translated.',
    avoid: ['Plånbok 50', 'Plånbok 500', 'Kom igång-abonnemanget'],
  },
  {
    en: 'wallet',
    sv: 'plånbok (plånboken)',
    note: 'The prepaid credit as a whole; the amount in it is the balance.',
    avoid: ['e-plånbok'],
  },
  {
    en: 'balance, wallet credit',
    sv: 'saldo (saldot)',
    note: 'What is in the wallet; credit a plan adds is also saldo.',
    avoid: ['balans', 'tillgodohavande', 'kredit'],
  },
  {
    en: 'top-up, top up',
    sv: 'påfyllning; fylla på',
    note: 'Adding credit to the wallet.',
    avoid: ['insättning', 'laddning', 'ladda på'],
  },
  {
    en: 'charge (to a card)',
    sv: 'debitering; debitera',
    note: 'What the card is charged.',
    avoid: ['dra från kortet'],
  },
  {
    en: 'spend',
    sv: 'förbrukning',
    note: 'Money used over a period (the runway); tokens and calls are användning.',
    avoid: ['utgifter'],
  },
  {
    en: 'invoice',
    sv: 'faktura (fakturan, fakturor, fakturorna)',
    note: 'The document; to invoice is fakturera.',
    avoid: ['räkning', 'räkningen', 'nota'],
  },
  {
    en: 'API key',
    sv: 'API-nyckel (API-nyckeln); nyckel where the context is clear',
    note: 'Hyphenated, as the Swedish Language Council writes compounds with an abbreviation.',
    avoid: ['API nyckel', 'API-key', 'apinyckel'],
  },
  {
    en: 'token, input tokens, output tokens',
    sv: 'token (en token, tokens); indatatokens, utdatatokens',
    note: 'The unit as the field says it; the compounds are plural, as what is counted.',
    avoid: ['indatatoken', 'utdatatoken', 'tecken-token'],
  },
  {
    en: 'usage',
    sv: 'användning (användningen)',
    note: 'Tokens, calls and their cost.',
    avoid: ['nyttjande', 'konsumtion'],
  },
  {
    en: 'request, call (to the API)',
    sv: 'anrop (anropet, anropen)',
    note: 'A call to the API; begäran only in the catalogue’s generic error messages.',
    avoid: ['förfrågan', 'förfrågningar'],
  },
  {
    en: 'payment method',
    sv: 'betalningsmetod (betalningsmetoder)',
    note: 'A card today.',
    avoid: ['betalsätt', 'betalningssätt'],
  },
  {
    en: 'VAT number',
    sv: 'momsregistreringsnummer',
    note: 'The Swedish Tax Agency’s word.',
    avoid: ['momsnummer', 'VAT-nummer'],
  },
  {
    en: 'member, team',
    sv: 'medlem (medlemmar), team (teamet)',
    note: 'Team is established Swedish.',
    avoid: ['lagmedlem'],
  },
  {
    en: 'invitation',
    sv: 'inbjudan (inbjudningar)',
    note: 'One invitation, several invitations.',
    avoid: ['invitation', 'inbjudning'],
  },
  {
    en: 'admin',
    sv: 'administratör (administratören, administratörer)',
    note: 'The role `admin` in words; the role value itself is an identifier.',
    avoid: ['admin', 'admins'],
  },
  {
    en: 'download',
    sv: 'ladda ned',
    note: 'One of the two accepted forms, always the same one.',
    avoid: ['ladda ner', 'laddas ner', 'laddar ner'],
  },
  {
    en: 'model tags (multilingual, vision, code, …)',
    sv: 'shown as the platform sends them',
    note: 'Identifiers: the filter matches them and the API returns them; the label "Taggar" is translated.',
    avoid: [],
  },
];

/**
 * Swedish strings that may equal their English ones: names and identifiers, each with its reason in a word.
 * Keys are catalogue paths; a `*` matches one path segment.
 */
export const SAME_IN_SWEDISH: Readonly<Record<string, string>> = {
  'app.name': 'product name',
  'theme.system': 'Swedish word',
  'version.stageBanner': 'environment name',
  'version.types.*': 'identifier',
  'shell.maintenance.*': 'Swedish in both (spec section 2)',
  'shell.newProject.team': 'Swedish word',
  'shell.newProject.environments.staging': 'identifier',
  'layout.nav.support': 'Swedish word',
  'layout.userMenu.support': 'Swedish word',
  'layout.supportButton': 'Swedish word',
  'pages.overview.plans.*': 'plan name',
  'pages.billing.plans.*.name': 'plan name',
  'registration.wizard.plan.plans.*.name': 'plan name',
  'pages.overview.spend.period': 'only placeholders',
  'pages.billing.usage.periodRange': 'only placeholders',
  'pages.overview.usage.tokens': 'Swedish word',
  'pages.models.detail.fields.region': 'Swedish word',
  'pages.models.snippets.languages.*': 'language name',
  'pages.models.test.roles.system': 'role identifier',
  'pages.models.test.topP': 'parameter name',
  'pages.models.test.ms': 'unit',
  'pages.models.compare.prompt': 'Swedish word',
  'pages.apiKeys.list.columns.status': 'Swedish word',
  'pages.apiKeys.list.notGiven': 'symbol',
  'pages.billing.notGiven': 'symbol',
  'pages.apiKeys.usage.period': 'Swedish word',
  'pages.team.title': 'Swedish word',
  'pages.billing.usage.period': 'Swedish word',
  'pages.billing.invoices.status': 'Swedish word',
  'pages.billing.invoices.downloadPdf': 'format name',
  'pages.vpn.title': 'abbreviation',
  'payments.brands.*': 'card brand',
  'versionDetails.environments.staging': 'environment name',
  'versionDetails.buildTypes.pr': 'term of art',
  'mockPanel.scenario.label': 'Swedish word',
  'mockPanel.faults.operation': 'Swedish word',
};

function wholeWord(variant: string): RegExp {
  const escaped = variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}-])`, 'iu');
}

/** The glossary's avoided variants that `text` uses (placeholders aside), each with the word to use instead. */
export function avoidedVariants(text: string): { variant: string; use: string }[] {
  const words = text.replace(/{{[^}]*}}/g, ' ');
  return GLOSSARY_SV.flatMap((term) =>
    term.avoid
      .filter((variant) => wholeWord(variant).test(words))
      .map((variant) => ({ variant, use: term.sv })),
  );
}

/** Whether the catalogue path `key` is on the SAME_IN_SWEDISH list (a `*` is one path segment). */
export function mayBeSameInSwedish(key: string): boolean {
  return Object.keys(SAME_IN_SWEDISH).some((pattern) => samePath(pattern, key));
}

export function samePath(pattern: string, key: string): boolean {
  const wanted = pattern.split('.');
  const parts = key.split('.');
  return wanted.length === parts.length && wanted.every((part, i) => part === '*' || part === parts[i]);
}

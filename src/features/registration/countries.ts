/**
 * The countries a company's address can name: ISO 3166-1 alpha-2 (the contract's `countryCode`), plus
 * Kosovo's XK, which the EU uses. EU, EEA, Switzerland and the UK are offered first; names come from the
 * browser (`Intl.DisplayNames`), so every language names them without a catalogue of its own.
 */
// prettier-ignore
export const EUROPEAN_COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'CH', 'GB',
] as const;

// prettier-ignore
export const OTHER_COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD',
  'BF', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC',
  'CD', 'CF', 'CG', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'DJ', 'DM', 'DO', 'DZ',
  'EC', 'EG', 'EH', 'ER', 'ET', 'FJ', 'FK', 'FM', 'FO', 'GA', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM',
  'GN', 'GP', 'GQ', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HT', 'ID', 'IL', 'IM', 'IN', 'IO', 'IQ',
  'IR', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB',
  'LC', 'LK', 'LR', 'LS', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP',
  'MQ', 'MR', 'MS', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NP', 'NR', 'NU',
  'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PM', 'PN', 'PR', 'PS', 'PW', 'PY', 'QA', 'RE', 'RS', 'RU',
  'RW', 'SA', 'SB', 'SC', 'SD', 'SG', 'SH', 'SJ', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY',
  'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA',
  'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA',
  'ZM', 'ZW',
] as const;

const KNOWN: ReadonlySet<string> = new Set<string>([...EUROPEAN_COUNTRY_CODES, ...OTHER_COUNTRY_CODES]);

export function isCountryCode(value: string): boolean {
  return KNOWN.has(value);
}

/** VAT prefixes that are not the country's ISO code: Greece uses EL, Northern Ireland XI. */
const VAT_PREFIX_COUNTRY: Readonly<Record<string, string>> = { EL: 'GR', XI: 'GB' };

/**
 * The ISO country a VAT prefix or a registry's country code stands for (`EL` → `GR`), or undefined when it
 * names no country (a number still being typed, `XX`).
 */
export function countryForCode(code: string | null | undefined): string | undefined {
  const upper = (code ?? '').trim().toUpperCase();
  const country = VAT_PREFIX_COUNTRY[upper] ?? upper;
  return isCountryCode(country) ? country : undefined;
}

/** The country a (normalised) VAT number's two-letter prefix names. */
export function countryForVatNumber(vatNumber: string): string | undefined {
  return /^[A-Z]{2}/.test(vatNumber) ? countryForCode(vatNumber.slice(0, 2)) : undefined;
}

/** Country names in `language`, sorted the way that language sorts them. */
export function countryOptions(
  codes: readonly string[],
  language: string,
): { readonly code: string; readonly name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

import type { VatCompany } from '@/api/generated/model';

/** The mock VAT registry behind `/v1/vat/validate`; its rules are in docs/mock-platform.md (VAT numbers). */

export interface VatRegistryEntry {
  vatNumber: string;
  company: VatCompany;
}

export const VAT_REGISTRY: readonly VatRegistryEntry[] = [
  {
    vatNumber: 'SE556677889901',
    company: {
      name: 'Nordlys Analytics AB',
      address: { street: 'Storgatan 1', city: 'Stockholm', zip: '111 22', countryCode: 'SE' },
      countryCode: 'SE',
    },
  },
  {
    vatNumber: 'SE559123456701',
    company: {
      name: 'Fjällbacka Data AB',
      address: { street: 'Hamngatan 12', city: 'Fjällbacka', zip: '457 40', countryCode: 'SE' },
      countryCode: 'SE',
    },
  },
  {
    vatNumber: 'SE556998877601',
    company: {
      name: 'Kiruna Kvant AB',
      address: { street: 'Lars Janssonsgatan 17', city: 'Kiruna', zip: '981 31', countryCode: 'SE' },
      countryCode: 'SE',
    },
  },
  {
    vatNumber: 'DE811234567',
    company: {
      name: 'Rheinwerk KI GmbH',
      address: { street: 'Hohenzollernring 52', city: 'Köln', zip: '50672', countryCode: 'DE' },
      countryCode: 'DE',
    },
  },
  {
    vatNumber: 'FI27182818',
    company: {
      name: 'Saimaa Analytics Oy',
      address: { street: 'Kauppakatu 40', city: 'Lappeenranta', zip: '53100', countryCode: 'FI' },
      countryCode: 'FI',
    },
  },
  {
    vatNumber: 'NL853746291B01',
    company: {
      name: 'Grachtenlab B.V.',
      address: { street: 'Keizersgracht 221', city: 'Amsterdam', zip: '1016 DV', countryCode: 'NL' },
      countryCode: 'NL',
    },
  },
  {
    vatNumber: 'DK31415926',
    company: { name: 'Øresund Vision ApS', address: null, countryCode: 'DK' },
  },
  {
    // As the EU's VIES answers for Greece: its VAT prefix EL as the country, no ISO code anywhere.
    vatNumber: 'EL801234567',
    company: {
      name: 'Akropolis AI IKE',
      address: { street: 'Ermou 25', city: 'Athina', zip: '105 63', countryCode: null },
      countryCode: 'EL',
    },
  },
];

/** Looking this number up answers 503: the console's "could not verify" path. */
export const VAT_UNAVAILABLE_NUMBER = 'SE503503503501';

/** Examples for the docs and tests: valid but unknown (no company details), and invalid. */
export const VAT_EXAMPLES = {
  validUnknown: 'SE556123456701',
  failsLuhn: 'SE556123456801',
  personalNumber: 'SE000000000001',
  notEu: 'XX5591234567',
  badFormat: 'DE12345',
} as const;

/** EU VAT country prefixes (Greece is EL; XI is Northern Ireland). */
// prettier-ignore
export const EU_VAT_COUNTRIES: readonly string[] = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
  'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI',
];

export const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  SE: /^SE\d{10}01$/,
  DE: /^DE\d{9}$/,
  FI: /^FI\d{8}$/,
  DK: /^DK\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  AT: /^ATU\d{8}$/,
  FR: /^FR[0-9A-Z]{2}\d{9}$/,
  IT: /^IT\d{11}$/,
  PL: /^PL\d{10}$/,
};

const OTHER_EU_FORMAT = /^[A-Z]{2}[0-9A-Z]{8,12}$/;

export function normaliseVat(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  }
  return sum % 10 === 0;
}

export type VatLookup =
  | { kind: 'unavailable'; vatNumber: string }
  | { kind: 'not-eu'; vatNumber: string }
  | { kind: 'checked'; vatNumber: string; valid: boolean; company: VatCompany | null };

export function lookupVat(input: string): VatLookup {
  const vatNumber = normaliseVat(input);
  if (vatNumber === VAT_UNAVAILABLE_NUMBER) return { kind: 'unavailable', vatNumber };
  const known = VAT_REGISTRY.find((entry) => entry.vatNumber === vatNumber);
  if (known) return { kind: 'checked', vatNumber, valid: true, company: known.company };
  const country = vatNumber.slice(0, 2);
  if (!EU_VAT_COUNTRIES.includes(country)) return { kind: 'not-eu', vatNumber };
  let valid = (VAT_FORMATS[country] ?? OTHER_EU_FORMAT).test(vatNumber);
  if (valid && country === 'SE') {
    const organisation = vatNumber.slice(2, 12);
    valid = luhn(organisation) && Number(organisation[2]) >= 2;
  }
  return { kind: 'checked', vatNumber, valid, company: null };
}

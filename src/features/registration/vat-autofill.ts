import type { VatCompanyAsRead } from '@/api/as-read';
import { countryForCode, countryForVatNumber } from './countries';
import type { RegistrationForm } from './registration-form';

/** The company fields the console may fill on its own: from the VAT registry, and the country from the VAT prefix. */
export type AutoFillPath =
  | 'company.name'
  | 'company.address.street'
  | 'company.address.zip'
  | 'company.address.city'
  | 'company.address.countryCode';

/** What the console wrote into each field and the user has not changed since (field by field). */
export type AutoFilled = Partial<Record<AutoFillPath, string>>;

/** The last verdict acted on, and what the console owns: kept beside the draft for a reload. */
export interface AutoFillMemory {
  readonly verdict: { readonly vatNumber: string; readonly status: string } | null;
  readonly owned: AutoFilled;
}

/**
 * Whether a verdict has something new to say: another number, or another answer for the same one. A later
 * failure to look the same number up (a refetch) says nothing new about it, so what it filled stays.
 */
export function isNewVerdict(last: AutoFillMemory['verdict'], vatNumber: string, status: string): boolean {
  if (!last || last.vatNumber !== vatNumber) return true;
  return status !== last.status && status !== 'unverified';
}

/** The fields to change, and what the console owns afterwards. */
export interface AutoFillChange {
  readonly updates: AutoFilled;
  readonly owned: AutoFilled;
}

const COUNTRY = 'company.address.countryCode';

function currentValues(company: RegistrationForm['company']): Record<AutoFillPath, string> {
  return {
    'company.name': company.name,
    'company.address.street': company.address.street,
    'company.address.zip': company.address.zip,
    'company.address.city': company.address.city,
    [COUNTRY]: company.address.countryCode,
  };
}

function changed(before: Record<AutoFillPath, string>, after: Record<AutoFillPath, string>): AutoFilled {
  const updates: AutoFilled = {};
  for (const path of Object.keys(after) as AutoFillPath[]) {
    if (after[path] !== before[path]) updates[path] = after[path];
  }
  return updates;
}

/**
 * A lookup's verdict on `vatNumber` (spec section 5). First everything the console filled before and the
 * user left alone is taken back ("a failed lookup ... details are cleared"), so nothing of another company
 * stays under this number: emptied, except the country, which falls back to this number's prefix. Then a
 * found company fills the fields that are empty (or hold the prefix's country). What the user typed is
 * never touched.
 */
export function settleVatVerdict(
  company: RegistrationForm['company'],
  vatNumber: string,
  found: VatCompanyAsRead | undefined,
  owned: AutoFilled,
): AutoFillChange {
  const before = currentValues(company);
  const after = { ...before };
  const nextOwned: AutoFilled = {};
  const prefixCountry = countryForVatNumber(vatNumber);
  for (const [path, value] of Object.entries(owned) as [AutoFillPath, string][]) {
    if (before[path] !== value) continue; // changed by the user: theirs now
    after[path] = path === COUNTRY && prefixCountry ? prefixCountry : '';
    if (path === COUNTRY && prefixCountry) nextOwned[COUNTRY] = prefixCountry;
  }
  if (found) {
    const offered: AutoFilled = {
      'company.name': found.name,
      'company.address.street': found.address?.street ?? undefined,
      'company.address.zip': found.address?.zip ?? undefined,
      'company.address.city': found.address?.city ?? undefined,
      [COUNTRY]: countryForCode(found.address?.countryCode) ?? countryForCode(found.countryCode),
    };
    for (const [path, value] of Object.entries(offered) as [AutoFillPath, string | undefined][]) {
      if (!value?.trim()) continue;
      if (after[path].trim() === '' || nextOwned[path] === after[path]) {
        after[path] = value;
        nextOwned[path] = value;
      }
    }
  }
  return { updates: changed(before, after), owned: nextOwned };
}

/**
 * While a VAT number is typed, the country follows its prefix (`EL` is Greece) unless the user chose one:
 * an empty country, or one the console filled, takes the prefix's.
 */
export function followVatPrefix(
  company: RegistrationForm['company'],
  vatNumber: string,
  owned: AutoFilled,
): AutoFillChange {
  const country = countryForVatNumber(vatNumber);
  const current = company.address.countryCode;
  const free = current.trim() === '' || owned[COUNTRY] === current;
  if (!country || current === country || !free) return { updates: {}, owned };
  return { updates: { [COUNTRY]: country }, owned: { ...owned, [COUNTRY]: country } };
}

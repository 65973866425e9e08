import type { VatCompany } from '@/api/generated/model';
import type { RegistrationForm } from './registration-form';

/** The company fields the VAT registry can fill. */
export type AutoFillPath =
  | 'company.name'
  | 'company.address.street'
  | 'company.address.zip'
  | 'company.address.city'
  | 'company.address.countryCode';

/** What the last auto-fill wrote, field by field. */
export type AutoFilled = Partial<Record<AutoFillPath, string>>;

function currentValues(company: RegistrationForm['company']): Record<AutoFillPath, string> {
  return {
    'company.name': company.name,
    'company.address.street': company.address.street,
    'company.address.zip': company.address.zip,
    'company.address.city': company.address.city,
    'company.address.countryCode': company.address.countryCode,
  };
}

/** A field the user has not made their own: empty, or still holding what the registry put there. */
function isFree(value: string, path: AutoFillPath, previous: AutoFilled): boolean {
  return value.trim() === '' || previous[path] === value;
}

/**
 * The auto-fill of spec section 5: the registry's name, street and country code (and postal code and
 * city when it has them) go into fields that are empty. A field still holding an earlier auto-fill counts
 * as empty, so a corrected VAT number brings the right company; what the user typed is never overwritten.
 */
export function autoFillCompany(
  company: RegistrationForm['company'],
  found: VatCompany,
  previous: AutoFilled,
): AutoFilled {
  const offered: AutoFilled = {
    'company.name': found.name,
    'company.address.street': found.address?.street ?? undefined,
    'company.address.zip': found.address?.zip ?? undefined,
    'company.address.city': found.address?.city ?? undefined,
    'company.address.countryCode': found.countryCode,
  };
  const values = currentValues(company);
  const updates: AutoFilled = {};
  for (const [path, value] of Object.entries(offered) as [AutoFillPath, string | undefined][]) {
    if (value && isFree(values[path], path, previous)) updates[path] = value;
  }
  return updates;
}

/**
 * "A failed lookup is treated as not valid and details are cleared" (spec section 5): the details the
 * registry filled are taken back, unless the user has changed them since.
 */
export function clearAutoFilled(company: RegistrationForm['company'], previous: AutoFilled): AutoFilled {
  const values = currentValues(company);
  const updates: AutoFilled = {};
  for (const [path, value] of Object.entries(previous) as [AutoFillPath, string][]) {
    if (values[path] === value) updates[path] = '';
  }
  return updates;
}

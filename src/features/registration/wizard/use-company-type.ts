import { useRef } from 'react';
import {
  asIndividual,
  emptyRegistrationForm,
  type CompanyType,
  type RegistrationForm,
} from '../registration-form';
import type { RegistrationFormApi } from './registration-form-api';

/**
 * Individual: company name and VAT cleared, invoices to the user's email (spec section 4). What the user
 * had typed for the company is kept aside and comes back if they switch back (nothing typed is lost).
 */
export function useCompanyType(form: RegistrationFormApi, isLocked: () => boolean) {
  const companyStash = useRef<RegistrationForm['company'] | null>(null);
  return (type: CompanyType) => {
    if (isLocked()) return;
    const current = form.state.values;
    if (type === current.company.type) return;
    if (type === 'individual') {
      companyStash.current = current.company;
      form.setFieldValue('company', asIndividual(current).company);
    } else {
      form.setFieldValue('company', companyStash.current ?? { ...emptyRegistrationForm().company });
    }
  };
}

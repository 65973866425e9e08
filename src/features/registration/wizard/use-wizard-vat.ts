import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Banner } from '../registration-errors';
import type { RegistrationForm, Translate } from '../registration-form';
import { useVatAutoFill } from '../use-vat-autofill';
import {
  useVatLookup,
  vatLookupQueryOptions,
  vatStateFromError,
  vatStateFromResult,
  type VatLookupState,
} from '../use-vat-lookup';
import { normaliseVatInput } from '../vat-number';
import type { RegistrationFormApi } from './registration-form-api';

interface WizardVatOptions {
  readonly form: RegistrationFormApi;
  readonly values: RegistrationForm;
  /** The restored draft's form, whose number's verdict was acted on before the reload; null when none. */
  readonly restoredForm: RegistrationForm | null;
  readonly t: Translate;
  readonly showBanner: (banner: Banner) => void;
}

/** The VAT field's lookup and the company details it fills (spec section 5), with the verdict's banner. */
export function useWizardVat({ form, values, restoredForm, t, showBanner }: WizardVatOptions) {
  const queryClient = useQueryClient();
  const vat = useVatLookup(values.company.type === 'company' ? values.company.vatNumber : '');
  const autoFill = useVatAutoFill({
    form,
    vat,
    restoredVatNumber: restoredForm ? normaliseVatInput(restoredForm.company.vatNumber) : null,
    onVerdict: useCallback(
      (status: 'found' | 'valid-no-details') =>
        showBanner(
          status === 'found'
            ? { message: t('registration.wizard.company.autoFilled'), tone: 'success' }
            : { message: t('registration.wizard.company.vatNoDetails'), tone: 'info' },
        ),
      [showBanner, t],
    ),
  });

  /** The VAT registry's verdict for Continue: waits for a lookup still running (shared with the field's). */
  const verdictFor = async (vatNumber: string): Promise<VatLookupState> => {
    try {
      return vatStateFromResult(await queryClient.fetchQuery(vatLookupQueryOptions(vatNumber)));
    } catch (error) {
      return vatStateFromError(error);
    }
  };

  return { vat, verdictFor, settle: autoFill.settle };
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
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
import type { RegistrationFormApi } from './wizard-form';

interface WizardVatOptions {
  readonly form: RegistrationFormApi;
  readonly values: RegistrationForm;
  /** The restored draft's form, whose number's verdict was acted on before the reload; null when none. */
  readonly restoredForm: RegistrationForm | null;
  readonly t: Translate;
  readonly banner: Banner | null;
  readonly showBanner: (banner: Banner | null) => void;
}

/** The VAT field's lookup and the company details it fills (spec section 5), with the verdict's banner. */
export function useWizardVat({ form, values, restoredForm, t, banner, showBanner }: WizardVatOptions) {
  const queryClient = useQueryClient();
  const vat = useVatLookup(values.company.type === 'company' ? values.company.vatNumber : '');
  const autoFill = useVatAutoFill({
    form,
    vat,
    restoredVatNumber: restoredForm ? normaliseVatInput(restoredForm.company.vatNumber) : null,
    onVerdict: useCallback(
      (status: 'found' | 'valid-no-details') => {
        const vatNumber = normaliseVatInput(form.state.values.company.vatNumber);
        showBanner(
          status === 'found'
            ? { message: t('registration.wizard.company.autoFilled'), tone: 'success', vatNumber }
            : { message: t('registration.wizard.company.vatNoDetails'), tone: 'info', vatNumber },
        );
      },
      [form, showBanner, t],
    ),
  });

  // A verdict speaks for its number only: another number, or an individual account, takes its banner away.
  const current = values.company.type === 'company' ? normaliseVatInput(values.company.vatNumber) : '';
  useEffect(() => {
    if (banner?.vatNumber !== undefined && banner.vatNumber !== current) showBanner(null);
  }, [banner, current, showBanner]);

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

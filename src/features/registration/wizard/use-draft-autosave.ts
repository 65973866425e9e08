import { useEffect } from 'react';
import type { WizardStep } from '@/config';
import { saveDraft } from '../draft';
import type { RegistrationForm } from '../registration-form';

/**
 * Every change is kept for this tab (never the password or card details), until the account exists:
 * registered, or created without billing, nothing of it is kept.
 */
export function useDraftAutosave(values: RegistrationForm, step: WizardStep, accountExists: boolean) {
  useEffect(() => {
    if (!accountExists) saveDraft(values, step);
  }, [values, step, accountExists]);
}

import { useForm } from '@tanstack/react-form';
import type { RegistrationForm, registrationSchema } from '../registration-form';

/** The wizard's TanStack form, validated by the zod schema on every change. */
export function useRegistrationFormApi(
  defaultValues: RegistrationForm,
  schema: ReturnType<typeof registrationSchema>,
) {
  return useForm({ defaultValues, validators: { onChange: schema } });
}

export type RegistrationFormApi = ReturnType<typeof useRegistrationFormApi>;

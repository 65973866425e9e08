import { createFormHookContexts } from '@tanstack/react-form';

/** The contexts the kit's field components read their field (and its form) from. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

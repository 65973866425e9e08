import { createFormHook } from '@tanstack/react-form';

import { CheckboxField } from './checkbox-field';
import { ChoiceField } from './choice-field';
import { fieldContext, formContext } from './form-context';
import { SelectField } from './select-field';
import { AmountField, TextField } from './text-field';
import { TextareaField } from './textarea-field';

/** The console's form hook: `useAppForm` with the kit's fields on `form.AppField`. */
export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, AmountField, TextareaField, SelectField, CheckboxField, ChoiceField },
  formComponents: {},
});

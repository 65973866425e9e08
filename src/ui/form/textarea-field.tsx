import { Field, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { useFieldContext } from './form-context';
import { useFieldError } from './use-field-error';

interface TextareaFieldProps {
  label: string;
  disabled?: boolean;
  placeholder?: string;
  rows?: number;
  helperText?: ReactNode;
}

/** A labelled, self-growing text area bound to its form field. */
export function TextareaField({ label, disabled, placeholder, rows = 2, helperText }: TextareaFieldProps) {
  const field = useFieldContext<string>();
  const error = useFieldError();
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        name={field.name}
        value={field.state.value}
        placeholder={placeholder}
        autoresize
        rows={rows}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
      />
      {error !== undefined ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}

import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { fieldControlId, type FormFieldPath } from '../field-paths';
import { fieldErrorText } from '@/ui/form';
import type { RegistrationWizard } from './use-registration-wizard';

/** The form's text fields (every one holds a string). */
export type TextFieldPath = Extract<
  FormFieldPath,
  | 'user.name'
  | 'user.email'
  | 'user.password'
  | 'company.name'
  | 'company.email'
  | 'company.vatNumber'
  | 'company.address.street'
  | 'company.address.zip'
  | 'company.address.city'
  | 'company.address.countryCode'
>;

interface WizardTextFieldProps {
  readonly wizard: RegistrationWizard;
  readonly name: TextFieldPath;
  readonly label: string;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly readOnly?: boolean;
  readonly type?: InputProps['type'];
  readonly autoComplete?: string;
  readonly inputMode?: InputProps['inputMode'];
  /** Rewrites the value when the field loses focus (the VAT number's organisation-number rule). */
  readonly normaliseOnBlur?: (value: string) => string;
  /** Shown when there is no validation error, e.g. the VAT registry's verdict. */
  readonly statusText?: ReactNode;
  /** The status says the value is wrong (the registry refused the VAT number). */
  readonly statusInvalid?: boolean;
  readonly inputProps?: Omit<InputProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'type'>;
  readonly endElement?: ReactNode;
}

/**
 * A text input bound to the wizard's TanStack form. Errors show once the user left the field or tried to
 * leave the step: the server's message for this field first, then the step's check, then the schema's.
 */
export function WizardTextField({
  wizard,
  name,
  label,
  hint,
  required,
  readOnly,
  type = 'text',
  autoComplete,
  inputMode,
  normaliseOnBlur,
  statusText,
  statusInvalid,
  inputProps,
  endElement,
}: WizardTextFieldProps) {
  const { form } = wizard;
  return (
    <form.Field name={name}>
      {(field) => {
        const { meta } = field.state;
        const value = field.state.value ?? ''; // the password is optional
        const serverError = fieldErrorText(meta.errorMap.onServer);
        const shown = wizard.attempted || meta.isBlurred;
        const error =
          serverError ?? (shown ? (wizard.stepErrors[name] ?? fieldErrorText(meta.errors[0])) : undefined);
        return (
          <Field.Root
            id={fieldControlId(name)}
            invalid={error !== undefined || statusInvalid}
            required={required}
            readOnly={readOnly}
          >
            <Field.Label>
              {label}
              {required && <Field.RequiredIndicator />}
            </Field.Label>
            <Input
              name={name}
              type={type}
              value={value}
              autoComplete={autoComplete}
              inputMode={inputMode}
              onChange={(event) => {
                if (serverError)
                  field.setMeta((m) => ({ ...m, errorMap: { ...m.errorMap, onServer: undefined } }));
                field.handleChange(event.target.value);
              }}
              onBlur={() => {
                if (normaliseOnBlur) {
                  const normalised = normaliseOnBlur(value);
                  if (normalised !== value) field.handleChange(normalised);
                }
                field.handleBlur();
              }}
              {...inputProps}
              // An error outranks a status colour (the VAT registry's green): the field must read as wrong.
              {...(error !== undefined &&
                inputProps?.borderColor !== undefined && { borderColor: 'border.error' })}
            />
            {endElement}
            {error !== undefined ? (
              <Field.ErrorText>{error}</Field.ErrorText>
            ) : (
              (statusText ?? (hint && <Field.HelperText>{hint}</Field.HelperText>))
            )}
          </Field.Root>
        );
      }}
    </form.Field>
  );
}

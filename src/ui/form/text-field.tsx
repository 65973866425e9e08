import { Field, Flex, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

import { useFieldContext } from './form-context';
import { useFieldError, type ShowErrors } from './use-field-error';

export interface TextFieldProps {
  label: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: ReactNode;
  /** An error from outside the field's validators (the server's verdict), shown when it has none of its own. */
  error?: string;
  showErrors?: ShowErrors;
  /** Runs before the value changes, e.g. to clear a server's verdict on the old value. */
  onValueChange?: (value: string) => void;
  /** Shown as the value (e.g. a decimal comma); what is typed is stored as typed. */
  format?: (value: string) => string;
  /** Stands beside the input (a form's one button). */
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  type?: InputProps['type'];
  placeholder?: string;
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  spellCheck?: boolean;
  maxW?: InputProps['maxW'];
  rootMaxW?: InputProps['maxW'];
}

/** A labelled text input bound to its form field, with its error (or helper text) below. */
export function TextField({ inputRef, ...props }: TextFieldProps) {
  const field = useFieldContext<string>();
  const error = useFieldError(props.error, props.showErrors);
  const input = (
    <Input
      ref={inputRef}
      name={field.name}
      type={props.type}
      value={props.format ? props.format(field.state.value) : field.state.value}
      placeholder={props.placeholder}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      spellCheck={props.spellCheck}
      maxW={props.maxW}
      readOnly={props.readOnly}
      onChange={(event) => {
        props.onValueChange?.(event.target.value);
        field.handleChange(event.target.value);
      }}
      onBlur={field.handleBlur}
    />
  );
  return (
    <Field.Root
      required={props.required}
      invalid={error !== undefined}
      disabled={props.disabled}
      maxW={props.rootMaxW}
    >
      <Field.Label>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      {props.trailing ? (
        <Flex gap="2" wrap="wrap" align="start">
          {input}
          {props.trailing}
        </Flex>
      ) : (
        input
      )}
      {error !== undefined ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        props.helperText && <Field.HelperText>{props.helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/** A money amount typed in euros: decimal keyboard, no autofill, errors once the user leaves the field. */
export function AmountField({ decimalComma = false, ...props }: TextFieldProps & { decimalComma?: boolean }) {
  return (
    <TextField
      inputMode="decimal"
      autoComplete="off"
      showErrors="afterBlur"
      format={decimalComma ? (value) => value.replace('.', ',') : undefined}
      {...props}
    />
  );
}

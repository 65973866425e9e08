import { Field, NativeSelect } from '@chakra-ui/react';

import { useFieldContext } from './form-context';

interface SelectFieldProps<T extends string> {
  label: string;
  disabled?: boolean;
  options: readonly { value: T; label: string }[];
}

/** A labelled native select bound to its form field; only the listed values reach the form. */
export function SelectField<T extends string>({ label, disabled, options }: SelectFieldProps<T>) {
  const field = useFieldContext<T>();
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={field.name}
          value={field.state.value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) field.handleChange(chosen.value);
          }}
          onBlur={field.handleBlur}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

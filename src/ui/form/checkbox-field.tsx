import { HStack } from '@chakra-ui/react';

import { useFieldContext } from './form-context';

interface CheckboxFieldProps {
  label: string;
  disabled?: boolean;
  describedBy?: string;
  /** Runs before the value changes. */
  onValueChange?: (checked: boolean) => void;
}

/** A native checkbox with its label, bound to a boolean form field; Chakra's Checkbox is not in the bundle. */
export function CheckboxField({ label, disabled, describedBy, onValueChange }: CheckboxFieldProps) {
  const field = useFieldContext<boolean>();
  return (
    <HStack as="label" gap="2" fontSize="sm" cursor="pointer" alignSelf="start">
      <input
        type="checkbox"
        name={field.name}
        checked={field.state.value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          onValueChange?.(event.target.checked);
          field.handleChange(event.target.checked);
        }}
        onBlur={field.handleBlur}
        style={{ width: 16, height: 16, accentColor: 'var(--chakra-colors-brand-solid)' }}
      />
      {label}
    </HStack>
  );
}

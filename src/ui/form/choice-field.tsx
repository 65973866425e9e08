import type { GridProps } from '@chakra-ui/react';

import { ChoiceCards, type ChoiceCardOption } from '@/ui/choice-cards';

import { useFieldContext } from './form-context';

interface ChoiceFieldProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly ChoiceCardOption<T>[];
  columns?: GridProps['templateColumns'];
  /** Runs before the value changes. */
  onValueChange?: (value: T) => void;
}

/** Choice cards bound to their form field; a value none of the cards has (e.g. unset) leaves all unchecked. */
export function ChoiceField<T extends string>({
  label,
  options,
  columns,
  onValueChange,
}: ChoiceFieldProps<T>) {
  const field = useFieldContext<T | undefined>();
  return (
    <ChoiceCards<T>
      label={label}
      value={field.state.value ?? ''}
      options={options}
      columns={columns}
      onChange={(value) => {
        onValueChange?.(value);
        field.handleChange(value);
      }}
    />
  );
}

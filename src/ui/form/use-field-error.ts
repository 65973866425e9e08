import { useStore } from '@tanstack/react-form';

import { fieldErrorText } from './field-error-text';
import { useFieldContext } from './form-context';

/**
 * When a field's own error shows: once it was touched (typed in, or a submit was tried), or, with
 * `afterBlur`, only once the user left it or tried to submit, so typing a number is not interrupted.
 * `extra` (a server's verdict, a conflict found after sending) shows when the field has no error of its own.
 */
export type ShowErrors = 'touched' | 'afterBlur';

export function useFieldError(extra?: string, show: ShowErrors = 'touched'): string | undefined {
  const field = useFieldContext<unknown>();
  const submitted = useStore(field.form.store, (state) => state.submissionAttempts > 0);
  const { isTouched, isBlurred, errors } = field.state.meta;
  const visible = show === 'touched' ? isTouched : isBlurred || submitted;
  return (visible ? fieldErrorText(errors) : undefined) ?? (extra || undefined);
}

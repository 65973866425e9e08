import type { AnyFieldLikeMetaBase } from '@tanstack/react-form';
import type { FormFieldPath } from '../field-paths';
import type { RegistrationFormApi } from './registration-form-api';

/** What TanStack Form gives a field on its first mount; a field never shown yet has no meta at all. */
const NEVER_SHOWN: AnyFieldLikeMetaBase = {
  isValidating: false,
  isTouched: false,
  isBlurred: false,
  isDirty: false,
  errorMap: {},
  errorSourceMap: {},
  _pendingValidationsCount: 0,
  _arrayVersion: 0,
};

/**
 * Puts the server's messages on their fields, shown once the field's step is (the field clears its own on
 * change). A field of a step not shown yet in this page's life has no meta: it gets one, never a crash.
 */
export function applyServerFieldErrors(
  form: RegistrationFormApi,
  errors: Readonly<Partial<Record<FormFieldPath, string>>>,
): void {
  for (const [path, message] of Object.entries(errors) as [FormFieldPath, string][]) {
    form.setFieldMeta(path, (meta: AnyFieldLikeMetaBase | undefined) => {
      const base = meta ?? NEVER_SHOWN;
      return { ...base, isTouched: true, errorMap: { ...base.errorMap, onServer: message } };
    });
  }
}

/** Takes a server message off a field that does not clear it itself (the payment step's card). */
export function clearServerFieldError(form: RegistrationFormApi, path: FormFieldPath): void {
  form.setFieldMeta(path, (meta: AnyFieldLikeMetaBase | undefined) =>
    meta?.errorMap.onServer === undefined
      ? (meta ?? NEVER_SHOWN)
      : { ...meta, errorMap: { ...meta.errorMap, onServer: undefined } },
  );
}

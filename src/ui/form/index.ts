export { fieldErrorText } from './field-error-text';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { useFieldContext, useFormContext } from './form-context';
export { createSingleFlight, useSingleFlight } from './single-flight';
export { useAppForm, withForm } from './use-app-form';
export { useErrorMessage } from './use-error-message';

import { Field, Input } from '@chakra-ui/react';

import { useTranslation } from '@/i18n';

/**
 * An API key to test with instead of the session (spec section 7: "optional bearer key"). It lives only in
 * this field's state: never stored, never put in the URL.
 */
export function ApiKeyField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Field.Root>
      <Field.Label>{t('pages.models.test.apiKey')}</Field.Label>
      <Input
        size="sm"
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="sk-…"
      />
      <Field.HelperText>{t('pages.models.test.apiKeyHint')}</Field.HelperText>
    </Field.Root>
  );
}

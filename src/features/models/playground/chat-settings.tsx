import { Checkbox, Field, Grid, Input } from '@chakra-ui/react';

import { formatNumber, useTranslation } from '@/i18n';

import { SETTING_RANGES, type ChatSettingErrors, type ChatSettingsDraft } from './chat-form';

interface ChatSettingsFieldsProps {
  value: ChatSettingsDraft;
  errors: ChatSettingErrors | undefined;
  onChange: (patch: Partial<ChatSettingsDraft>) => void;
  /** The comparison sets no top_p. */
  showTopP?: boolean;
}

/** Temperature, max tokens, top p and streaming; a value out of range says so at once. */
export function ChatSettingsFields({ value, errors, onChange, showTopP = true }: ChatSettingsFieldsProps) {
  const { t } = useTranslation();
  const field = (name: 'temperature' | 'maxTokens' | 'topP', label: string, hint: string, step: string) => {
    const range = SETTING_RANGES[name];
    return (
      <Field.Root invalid={errors?.[name] !== undefined}>
        <Field.Label>{label}</Field.Label>
        <Input
          size="sm"
          type="number"
          inputMode="decimal"
          min={range.min}
          max={range.max}
          step={step}
          value={value[name]}
          onChange={(event) => onChange({ [name]: event.target.value })}
        />
        {errors?.[name] ? (
          <Field.ErrorText>
            {t('pages.models.test.outOfRange', { min: range.min, max: formatNumber(range.max) })}
          </Field.ErrorText>
        ) : (
          <Field.HelperText>{hint}</Field.HelperText>
        )}
      </Field.Root>
    );
  };
  return (
    <Grid
      templateColumns={{ base: '1fr', sm: showTopP ? 'repeat(3, 1fr)' : 'repeat(2, 1fr)' }}
      gap="3"
      alignItems="start"
    >
      {field(
        'temperature',
        t('pages.models.test.temperature'),
        t('pages.models.test.temperatureHint'),
        '0.1',
      )}
      {field(
        'maxTokens',
        t('pages.models.test.maxTokens'),
        t('pages.models.test.maxTokensHint', { max: formatNumber(SETTING_RANGES.maxTokens.max) }),
        '1',
      )}
      {showTopP && field('topP', t('pages.models.test.topP'), t('pages.models.test.topPHint'), '0.05')}
      <Checkbox.Root
        gridColumn="1 / -1"
        size="sm"
        checked={value.stream}
        onCheckedChange={({ checked }) => onChange({ stream: checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('pages.models.test.stream')}</Checkbox.Label>
      </Checkbox.Root>
    </Grid>
  );
}

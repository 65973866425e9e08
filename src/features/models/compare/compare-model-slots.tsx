import { Center, Field, Grid, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';

import { useTranslation } from '@/i18n';

import type { ListedModel } from '../catalogue';

interface CompareModelSlotsProps {
  /** The catalogue is still loading. */
  loading: boolean;
  chatModels: readonly ListedModel[];
  /** The chosen id of each slot ('' when none). */
  slots: readonly string[];
  /** Compare was asked for with fewer than two models. */
  notEnough: boolean;
  onChoose: (slot: number, id: string) => void;
}

/** One model picker per slot; a model chosen in one slot is not offered in another. */
export function CompareModelSlots({
  loading,
  chatModels,
  slots,
  notEnough,
  onChoose,
}: CompareModelSlotsProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Center py="6" role="status" aria-label={t('pages.models.loading')}>
        <Spinner />
      </Center>
    );
  }
  if (chatModels.length < 2) return <Text color="fg.muted">{t('pages.models.compare.noChatModels')}</Text>;
  return (
    <Stack gap="2">
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
        {slots.map((id, slot) => (
          <Field.Root key={slot}>
            <Field.Label>{t('pages.models.compare.model', { number: slot + 1 })}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={id} onChange={(event) => onChoose(slot, event.target.value)}>
                <option value="">{t('pages.models.compare.none')}</option>
                {chatModels
                  .filter(({ model }) => model.id === id || !slots.includes(model.id))
                  .map(({ model }) => (
                    <option key={model.id} value={model.id}>
                      {model.id}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ))}
      </Grid>
      {notEnough && (
        <Text color="fg.error" textStyle="sm" role="alert">
          {t('pages.models.compare.notEnough')}
        </Text>
      )}
    </Stack>
  );
}

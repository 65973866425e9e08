import { Button, Field, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ErrorCode } from '@/api/generated/model';
import { useTranslation } from '@/i18n';

import { mockControl, type MockFault } from './control-api';
import { describeFault, FAULT_KINDS, faultFromForm, type FaultForm } from './fault-form';
import { PanelSection, type SectionProps } from './section';
import { useMockOperations } from './use-mock-control';

const INITIAL: FaultForm = {
  operationId: '',
  kind: 'status',
  status: '500',
  code: '',
  delayMs: '3000',
  times: '',
};

/** Inject a fault into one operation (by operationId), list the active ones, clear one or all. */
export function FaultsSection({ state, run, pending }: SectionProps) {
  const { t } = useTranslation();
  const operations = useMockOperations(true);
  const [form, setForm] = useState<FaultForm>(INITIAL);
  const update = (patch: Partial<FaultForm>) => setForm((current) => ({ ...current, ...patch }));
  const operationId = form.operationId || operations.data?.[0]?.operationId || '';
  const fault: MockFault | null = faultFromForm({ ...form, operationId });
  const active = Object.entries(state.faults);

  return (
    <PanelSection title={t('mockPanel.faults.label')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!fault || !operationId) return;
          run(
            () => mockControl.setFault(operationId, fault),
            t('mockPanel.faults.applied', { operation: operationId }),
          );
        }}
      >
        <Stack gap="2">
          <Field.Root>
            <Field.Label fontSize="xs">{t('mockPanel.faults.operation')}</Field.Label>
            <NativeSelect.Root size="xs" disabled={!operations.data}>
              <NativeSelect.Field
                value={operationId}
                onChange={(event) => update({ operationId: event.currentTarget.value })}
              >
                {(operations.data ?? []).map((operation) => (
                  <option key={operation.operationId} value={operation.operationId}>
                    {operation.operationId} · {operation.method} {operation.path}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label fontSize="xs">{t('mockPanel.faults.kind')}</Field.Label>
            <NativeSelect.Root size="xs">
              <NativeSelect.Field
                value={form.kind}
                onChange={(event) => {
                  const kind = FAULT_KINDS.find((candidate) => candidate === event.currentTarget.value);
                  if (kind) update({ kind });
                }}
              >
                {FAULT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`mockPanel.faults.kinds.${kind}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {form.kind === 'status' && (
            <HStack gap="2" align="start">
              <Field.Root flex="0 0 6rem" invalid={!fault}>
                <Field.Label fontSize="xs">{t('mockPanel.faults.status')}</Field.Label>
                <Input
                  size="xs"
                  type="number"
                  min={400}
                  max={599}
                  value={form.status}
                  onChange={(event) => update({ status: event.currentTarget.value })}
                />
              </Field.Root>
              <Field.Root flex="1" minW="0">
                <Field.Label fontSize="xs">{t('mockPanel.faults.code')}</Field.Label>
                <NativeSelect.Root size="xs">
                  <NativeSelect.Field
                    value={form.code}
                    onChange={(event) => update({ code: event.currentTarget.value })}
                  >
                    <option value="">{t('mockPanel.faults.codeDefault')}</option>
                    {ErrorCode.options.map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </HStack>
          )}
          {form.kind === 'delay' && (
            <Field.Root invalid={!fault}>
              <Field.Label fontSize="xs">{t('mockPanel.faults.delay')}</Field.Label>
              <Input
                size="xs"
                type="number"
                min={0}
                max={120_000}
                step={500}
                value={form.delayMs}
                onChange={(event) => update({ delayMs: event.currentTarget.value })}
              />
            </Field.Root>
          )}
          <Field.Root>
            <Field.Label fontSize="xs">{t('mockPanel.faults.times')}</Field.Label>
            <Input
              size="xs"
              type="number"
              min={1}
              placeholder={t('mockPanel.faults.timesHint')}
              value={form.times}
              onChange={(event) => update({ times: event.currentTarget.value })}
            />
          </Field.Root>
          <HStack gap="2">
            <Button size="xs" type="submit" disabled={pending || !fault || !operationId}>
              {t('mockPanel.faults.apply')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              disabled={pending || active.length === 0}
              onClick={() => run(() => mockControl.clearFaults(), t('mockPanel.faults.cleared'))}
            >
              {t('mockPanel.faults.clearAll')}
            </Button>
          </HStack>
        </Stack>
      </form>
      <Text fontSize="xs" fontWeight="medium" mt="1">
        {t('mockPanel.faults.active')}
      </Text>
      {active.length === 0 ? (
        <Text fontSize="xs" color="fg.muted">
          {t('mockPanel.faults.none')}
        </Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={t('mockPanel.faults.active')}>
          {active.map(([operation, activeFault]) => (
            <HStack as="li" key={operation} gap="2" justify="space-between" fontSize="xs">
              <Text truncate>
                <Text as="span" fontWeight="medium">
                  {operation}
                </Text>{' '}
                <Text as="span" color="fg.muted">
                  {describeFault(activeFault)}
                </Text>
              </Text>
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={t('mockPanel.faults.remove', { operation })}
                disabled={pending}
                onClick={() =>
                  run(() => mockControl.clearFault(operation), t('mockPanel.faults.removed', { operation }))
                }
              >
                ×
              </IconButton>
            </HStack>
          ))}
        </Stack>
      )}
    </PanelSection>
  );
}

import { Button, Field, HStack, Input, SegmentGroup } from '@chakra-ui/react';
import { useState } from 'react';

import { useTranslation } from '@/i18n';

import { mockControl } from './control-api';
import { PanelSection, type SectionProps } from './section';

const STATUSES = ['up', 'down'] as const;
/** The control API's limit (src/mocks/handlers/control.ts). */
const MAX_LATENCY_MS = 60_000;

/** The back office's status (down shows the console's maintenance screen) and the inference latency. */
export function SettingsSection({ state, run, pending }: SectionProps) {
  const { t } = useTranslation();
  const [latency, setLatency] = useState(String(state.settings.inferenceLatencyMs));
  const latencyMs = Number(latency);
  const latencyValid =
    latency.trim() !== '' && Number.isInteger(latencyMs) && latencyMs >= 0 && latencyMs <= MAX_LATENCY_MS;

  return (
    <>
      <PanelSection title={t('mockPanel.backOffice.label')}>
        <SegmentGroup.Root
          size="xs"
          alignSelf="start"
          value={state.settings.odooStatus}
          disabled={pending}
          aria-label={t('mockPanel.backOffice.label')}
          onValueChange={({ value }) => {
            const status = STATUSES.find((candidate) => candidate === value);
            if (!status || status === state.settings.odooStatus) return;
            run(
              () => mockControl.settings({ odooStatus: status }),
              t('mockPanel.backOffice.changed', { status: t(`mockPanel.backOffice.${status}`) }),
            );
          }}
        >
          <SegmentGroup.Indicator />
          {STATUSES.map((status) => (
            <SegmentGroup.Item key={status} value={status} px="3">
              <SegmentGroup.ItemText>{t(`mockPanel.backOffice.${status}`)}</SegmentGroup.ItemText>
              <SegmentGroup.ItemHiddenInput />
            </SegmentGroup.Item>
          ))}
        </SegmentGroup.Root>
      </PanelSection>
      <PanelSection title={t('mockPanel.latency.label')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!latencyValid) return;
            run(
              () => mockControl.settings({ inferenceLatencyMs: latencyMs }),
              t('mockPanel.latency.applied', { ms: latencyMs }),
            );
          }}
        >
          <Field.Root invalid={!latencyValid}>
            <Field.Label srOnly>{t('mockPanel.latency.label')}</Field.Label>
            <HStack gap="2" w="full">
              <Input
                size="xs"
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_LATENCY_MS}
                step={50}
                value={latency}
                onChange={(event) => setLatency(event.currentTarget.value)}
              />
              <Button size="xs" type="submit" variant="outline" disabled={pending || !latencyValid}>
                {t('mockPanel.latency.apply')}
              </Button>
            </HStack>
          </Field.Root>
        </form>
      </PanelSection>
    </>
  );
}

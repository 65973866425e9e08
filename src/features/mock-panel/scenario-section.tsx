import { Button, Field, HStack, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';

import { useTranslation } from '@/i18n';

import { mockControl } from './control-api';
import { PanelSection, type SectionProps } from './section';

/** Switch the scenario preset, or reset the current one to its seeded data. */
export function ScenarioSection({ state, run, pending }: SectionProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(state.scenario);
  const description = state.scenarios.find((scenario) => scenario.name === choice)?.description;

  return (
    <PanelSection title={t('mockPanel.scenario.label')}>
      <Field.Root>
        <Field.Label srOnly>{t('mockPanel.scenario.label')}</Field.Label>
        <NativeSelect.Root size="xs">
          <NativeSelect.Field value={choice} onChange={(event) => setChoice(event.currentTarget.value)}>
            {state.scenarios.map((scenario) => (
              <option key={scenario.name} value={scenario.name}>
                {scenario.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {description && <Field.HelperText fontSize="xs">{description}</Field.HelperText>}
      </Field.Root>
      <HStack gap="2">
        <Button
          size="xs"
          disabled={pending || choice === state.scenario}
          onClick={() =>
            run(() => mockControl.reset(choice), t('mockPanel.scenario.switched', { scenario: choice }))
          }
        >
          {t('mockPanel.scenario.switch')}
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={pending}
          onClick={() =>
            run(
              () => mockControl.reset(state.scenario),
              t('mockPanel.scenario.resetDone', { scenario: state.scenario }),
            )
          }
        >
          {t('mockPanel.scenario.reset')}
        </Button>
      </HStack>
    </PanelSection>
  );
}

import { Box, Flex, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import type { WizardStep } from '@/config';
import { useTranslation } from '@/i18n';
import { STEP_TITLE_KEYS } from '../message-keys';

interface StepIndicatorProps {
  readonly steps: readonly WizardStep[];
  readonly current: WizardStep;
}

/**
 * Where the user is: "Step 2 of 4: Select a Plan" for everyone (and screen readers), plus a row of
 * numbered markers with the step names where the wizard's column is wide enough for them to be read
 * whole (wrapped, never cut off); narrower, the line above names the current step.
 */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  const { t } = useTranslation();
  const position = steps.indexOf(current);
  return (
    <Box as="nav" aria-label={t('registration.wizard.progressLabel')}>
      <Text fontSize="sm" color="fg.muted" fontWeight="medium" aria-live="polite">
        {t('registration.wizard.progress', {
          current: position + 1,
          total: steps.length,
          title: t(STEP_TITLE_KEYS[current]),
        })}
      </Text>
      <Flex as="ol" mt="3" gap="2" listStyleType="none" aria-hidden={false}>
        {steps.map((step, index) => {
          const done = index < position;
          const active = index === position;
          return (
            <Flex
              as="li"
              key={step}
              flex="1"
              direction="column"
              gap="1.5"
              aria-current={active ? 'step' : undefined}
              minW="0"
            >
              <Box h="1" rounded="full" bg={done || active ? 'brand.solid' : 'border'} />
              <Flex align="start" gap="1.5" display={{ base: 'none', xl: 'flex' }} minW="0">
                <Flex
                  boxSize="5"
                  flexShrink="0"
                  rounded="full"
                  align="center"
                  justify="center"
                  fontSize="xs"
                  fontWeight="semibold"
                  bg={done || active ? 'brand.solid' : 'bg.muted'}
                  color={done || active ? 'brand.contrast' : 'fg.muted'}
                >
                  {done ? <Check size={12} aria-hidden /> : index + 1}
                </Flex>
                <Text
                  fontSize="xs"
                  lineHeight="1.25rem"
                  color={active ? 'fg' : 'fg.muted'}
                  fontWeight={active ? 'semibold' : 'normal'}
                  overflowWrap="break-word"
                  minW="0"
                >
                  {t(STEP_TITLE_KEYS[step])}
                </Text>
              </Flex>
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}

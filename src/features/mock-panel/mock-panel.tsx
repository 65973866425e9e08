import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { useTranslation } from '@/i18n';

import { FaultsSection } from './faults-section';
import { ScenarioSection } from './scenario-section';
import { SettingsSection } from './settings-section';
import { registerMockPanelStrings } from './strings';
import { useMockAction, useMockState } from './use-mock-control';

registerMockPanelStrings();

const OPEN_KEY = 'mock-panel-open';

function readOpen(): boolean {
  try {
    return sessionStorage.getItem(OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The mock platform's control panel: a collapsible box in the bottom-left corner, only in mock mode (app.tsx
 * loads it behind `VITE_MOCK_MODE`). Scenario and reset, back office up/down, inference latency, and faults
 * per operation, all through the control API `/__mock/*`.
 */
export function MockPanel() {
  const { t } = useTranslation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(readOpen);
  const state = useMockState(open);
  const { run, pending, feedback } = useMockAction();

  useEffect(() => {
    try {
      sessionStorage.setItem(OPEN_KEY, open ? '1' : '0');
    } catch {
      // storage unavailable: the panel simply starts closed next time
    }
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <Box position="fixed" insetStart="4" bottom="4" zIndex="banner" maxW="calc(100vw - 2rem)">
      {open && (
        <Box
          id={panelId}
          role="region"
          aria-label={t('mockPanel.title')}
          onKeyDown={onKeyDown}
          mb="2"
          w="22rem"
          maxW="100%"
          maxH="min(36rem, calc(100dvh - 6rem))"
          overflowY="auto"
          bg="bg.panel"
          borderWidth="1px"
          rounded="xl"
          shadow="lg"
          p="4"
        >
          <Stack gap="4">
            <Stack gap="0.5">
              <Heading as="h2" size="sm">
                {t('mockPanel.title')}
              </Heading>
              <Text fontSize="xs" color="fg.muted">
                {t('mockPanel.intro')}
              </Text>
            </Stack>
            {state.isPending ? (
              <HStack gap="2" color="fg.muted" fontSize="sm">
                <Spinner size="xs" />
                <Text>{t('mockPanel.loading')}</Text>
              </HStack>
            ) : state.isError ? (
              <Stack gap="2" align="start">
                <Text fontSize="sm" color="fg.error">
                  {t('mockPanel.unreachable')}
                </Text>
                <Button size="xs" variant="outline" onClick={() => void state.refetch()}>
                  {t('mockPanel.retry')}
                </Button>
              </Stack>
            ) : (
              <>
                <ScenarioSection key={state.data.scenario} state={state.data} run={run} pending={pending} />
                <SettingsSection state={state.data} run={run} pending={pending} />
                <FaultsSection state={state.data} run={run} pending={pending} />
              </>
            )}
            <Text
              aria-live="polite"
              fontSize="xs"
              color={feedback?.tone === 'error' ? 'fg.error' : 'fg.success'}
              minH="4"
            >
              {feedback?.text}
            </Text>
          </Stack>
        </Box>
      )}
      <Button
        ref={toggleRef}
        size="sm"
        variant="solid"
        colorPalette="orange"
        rounded="full"
        shadow="md"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title={open ? t('mockPanel.collapse') : t('mockPanel.expand')}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('mockPanel.toggle')}
        {state.data && (
          <Text as="span" fontWeight="normal" opacity="0.85">
            · {state.data.scenario}
          </Text>
        )}
      </Button>
    </Box>
  );
}

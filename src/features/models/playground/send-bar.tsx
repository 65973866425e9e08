import { Button, Flex, HStack, Kbd, Text } from '@chakra-ui/react';
import { Send, Square } from 'lucide-react';

import { useTranslation } from '@/i18n';

import { sendShortcutKeys } from './chat-form';

interface SendBarProps {
  running: boolean;
  disabled?: boolean;
  onStop?: () => void;
  sendLabel?: string;
  sendingLabel?: string;
  stopLabel?: string;
}

/** The submit button of a test form, Stop while it runs, and the keyboard shortcut. */
export function SendBar({ running, disabled, onStop, sendLabel, sendingLabel, stopLabel }: SendBarProps) {
  const { t } = useTranslation();
  const keys = sendShortcutKeys();
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Button
        type="submit"
        loading={running}
        loadingText={sendingLabel ?? t('pages.models.test.sending')}
        disabled={disabled}
        aria-keyshortcuts="Control+Enter Meta+Enter"
      >
        <Send aria-hidden />
        {sendLabel ?? t('pages.models.test.send')}
      </Button>
      {running && onStop && (
        <Button type="button" variant="outline" colorPalette="red" onClick={onStop}>
          <Square aria-hidden />
          {stopLabel ?? t('pages.models.test.stop')}
        </Button>
      )}
      <Text color="fg.muted" textStyle="sm" aria-hidden>
        {t('pages.models.test.shortcut')}{' '}
        <HStack as="span" gap="1" display="inline-flex">
          {keys.map((key) => (
            <Kbd key={key} size="sm">
              {key}
            </Kbd>
          ))}
        </HStack>
      </Text>
    </Flex>
  );
}

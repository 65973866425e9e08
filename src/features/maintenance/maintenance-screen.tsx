import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Wrench } from 'lucide-react';

import { useTranslation } from '@/i18n';
import { FullScreen } from '@/ui/version';

interface MaintenanceScreenProps {
  /** 'Tillbaka till startsidan': go to / and check the health again. */
  onBackToStart: () => void;
  /** A health check is running: the button shows it. */
  checking?: boolean;
}

/**
 * The maintenance screen (spec section 2), in Swedish whatever the interface language: its strings are
 * read from the Swedish catalogue (and are the same in the English one).
 */
export function MaintenanceScreen({ onBackToStart, checking = false }: MaintenanceScreenProps) {
  const { t } = useTranslation(undefined, { lng: 'sv' });
  return (
    <FullScreen as="main" lang="sv" align="center" justify="center" px="6" py="16" bg="bg">
      <Stack align="center" textAlign="center" gap="5" maxW="lg">
        <Flex
          boxSize="16"
          align="center"
          justify="center"
          rounded="full"
          bg="colorPalette.subtle"
          color="colorPalette.fg"
        >
          <Wrench aria-hidden size={28} />
        </Flex>
        <Heading as="h1" size="3xl">
          {t('shell.maintenance.title')}
        </Heading>
        <Text fontSize="lg">{t('shell.maintenance.body')}</Text>
        <Text color="fg.muted">{t('shell.maintenance.note')}</Text>
        <Box pt="2">
          <Button onClick={onBackToStart} loading={checking} loadingText={t('shell.maintenance.back')}>
            {t('shell.maintenance.back')}
          </Button>
        </Box>
      </Stack>
    </FullScreen>
  );
}

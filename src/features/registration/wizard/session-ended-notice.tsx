import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';

/**
 * The identity's session ended mid-way (a call answered 401): say so where the user is, with the way to
 * sign in again; the draft brings everything back afterwards. Focus moves here so it is met first.
 */
export function SessionEndedNotice({ onSignIn }: { readonly onSignIn: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" rounded="lg" px="4" py="3">
      <Stack gap="2" align="start">
        <Heading as="h2" size="md" ref={heading} tabIndex={-1} outline="none">
          {t('registration.access.sessionEnded.title')}
        </Heading>
        <Text>{t('registration.access.sessionEnded.body')}</Text>
        <Button
          mt="1"
          colorPalette="brand"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            onSignIn();
          }}
        >
          {t('registration.access.sessionEnded.signIn')}
        </Button>
      </Stack>
    </Box>
  );
}

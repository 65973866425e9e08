import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n';
import { signOut } from './sign-out';

/** /signout (spec section 2): says what is happening while the logout sequence runs. */
export function SignOutScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void signOut(queryClient, 'origin');
  }, [queryClient]);

  return (
    <Center minH="100dvh" px="5">
      <Stack align="center" gap="3" role="status" textAlign="center">
        <Spinner size="lg" color="brand.solid" />
        <Heading as="h1" size="lg">
          {t('auth.signOut.title')}
        </Heading>
        <Text color="fg.muted">{t('auth.signOut.body')}</Text>
      </Stack>
    </Center>
  );
}

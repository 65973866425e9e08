import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { useTranslation } from '@/i18n';

/** Shown for an unknown path until the signed-in shell redirects unknown paths to `/`. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Container as="main" maxW="xl" py="24">
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="3xl">
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('notFound.body')}</Text>
        <Button asChild variant="outline">
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      </Stack>
    </Container>
  );
}

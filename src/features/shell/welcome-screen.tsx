import { Box, Container, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';

import { useTranslation } from '@/i18n';

import { BrandMark } from './brand-mark';
import { CodeIcon, LeafIcon, ShieldIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from './theme-switch';
import { VersionLabel } from './version-label';

type Pillar = 'dataResidency' | 'openSource' | 'sustainability';

const PILLARS: { key: Pillar; icon: ComponentType; palette: 'brand' | 'leaf' }[] = [
  { key: 'dataResidency', icon: ShieldIcon, palette: 'brand' },
  { key: 'openSource', icon: CodeIcon, palette: 'brand' },
  { key: 'sustainability', icon: LeafIcon, palette: 'leaf' },
];

/** The first screen: what the console is, the platform's promises, language and colour mode. */
export function WelcomeScreen() {
  const { t } = useTranslation();

  return (
    <Flex direction="column" minH="100dvh">
      <Container as="header" maxW="6xl" py="4">
        <Flex align="center" justify="space-between" wrap="wrap" gap="3">
          <BrandMark />
          <HStack as="section" aria-label={t('preferences.label')} gap="2" wrap="wrap">
            <LanguageSwitch />
            <ThemeSwitch />
          </HStack>
        </Flex>
      </Container>

      <Container as="main" maxW="6xl" flex="1" py={{ base: '8', md: '16' }}>
        <Stack gap="4" maxW="3xl">
          <Heading as="h1" size={{ base: '4xl', md: '5xl' }} letterSpacing="tight">
            {t('app.name')}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            {t('app.tagline')}
          </Text>
        </Stack>

        <Box as="section" aria-labelledby="branding-heading" mt={{ base: '10', md: '14' }}>
          <Heading as="h2" id="branding-heading" size="sm" color="fg.muted" mb="4">
            {t('branding.label')}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
            {PILLARS.map(({ key, icon: PillarIcon, palette }) => (
              <Box as="li" key={key} bg="bg.panel" borderWidth="1px" rounded="xl" p="5">
                <Flex
                  boxSize="10"
                  align="center"
                  justify="center"
                  rounded="lg"
                  bg={`${palette}.muted`}
                  color={`${palette}.fg`}
                  mb="4"
                >
                  <PillarIcon />
                </Flex>
                <Heading as="h3" size="md" mb="1">
                  {t(`branding.${key}.title`)}
                </Heading>
                <Text color="fg.muted">{t(`branding.${key}.body`)}</Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>

        <Box
          as="section"
          aria-labelledby="status-heading"
          mt="8"
          p="5"
          rounded="xl"
          bg="brand.subtle"
          borderWidth="1px"
          borderColor="brand.emphasized"
        >
          <Heading as="h2" id="status-heading" size="md" mb="1">
            {t('welcome.statusTitle')}
          </Heading>
          <Text color="fg.muted">{t('welcome.statusBody')}</Text>
        </Box>
      </Container>

      <Container as="footer" maxW="6xl" py="6">
        <VersionLabel />
      </Container>
    </Flex>
  );
}

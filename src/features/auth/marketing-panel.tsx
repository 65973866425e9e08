import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { BrandMark } from '@/ui/brand-mark';
import { CodeIcon, LeafIcon, ShieldIcon } from '@/ui/icons';
import { useTranslation } from '@/i18n';

type Pillar = 'dataResidency' | 'openSource' | 'sustainability';

const PILLARS: { key: Pillar; icon: ComponentType }[] = [
  { key: 'dataResidency', icon: ShieldIcon },
  { key: 'openSource', icon: CodeIcon },
  { key: 'sustainability', icon: LeafIcon },
];

/** The sign-in view's side panel (wide screens only): what the platform promises. */
export function MarketingPanel() {
  const { t } = useTranslation();
  return (
    <Flex
      as="aside"
      aria-labelledby="marketing-heading"
      direction="column"
      justify="space-between"
      gap="10"
      h="full"
      p={{ md: '10', lg: '14' }}
      // brand.600 in both modes: white (even at the text's 85 % opacity) on dark mode's brand.solid (500)
      // falls below 4.5:1.
      bg="brand.600"
      color="brand.contrast"
      display={{ base: 'none', md: 'flex' }}
    >
      <BrandMark boxSize="10" />
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h2" id="marketing-heading" size="3xl" letterSpacing="tight">
            {t('app.name')}
          </Heading>
          <Text fontSize="lg" opacity={0.9}>
            {t('app.tagline')}
          </Text>
        </Stack>
        <Stack as="ul" listStyleType="none" gap="5">
          {PILLARS.map(({ key, icon: PillarIcon }) => (
            <Flex as="li" key={key} gap="4" align="flex-start">
              <Flex
                boxSize="9"
                flexShrink={0}
                align="center"
                justify="center"
                rounded="lg"
                bg="whiteAlpha.200"
              >
                <PillarIcon />
              </Flex>
              <Box>
                <Text fontWeight="semibold">{t(`branding.${key}.title`)}</Text>
                <Text opacity={0.85}>{t(`branding.${key}.body`)}</Text>
              </Box>
            </Flex>
          ))}
        </Stack>
      </Stack>
      <Box />
    </Flex>
  );
}

import { Box, Button, CloseButton, Flex, List, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { BANNER_FADE_DURATION_MS } from '@/config/constants';
import { useTranslation } from '@/i18n';
import type { Banner, BannerTone } from '../registration-errors';

const PALETTE: Record<BannerTone, string> = { error: 'red', success: 'green', info: 'blue' };
const ICONS = { error: CircleAlert, success: CircleCheck, info: Info } as const;

interface WizardBannerProps {
  readonly banner: Banner & { readonly id: number };
  readonly onDismiss: () => void;
  readonly onSignInInstead: () => void;
}

/**
 * The wizard's message (spec section 2): fades in over 300 ms, can be dismissed, green for successes,
 * with a "Sign in instead" button when the account exists already. Errors are announced at once
 * (role=alert), the rest politely (role=status).
 */
export function WizardBanner({ banner, onDismiss, onSignInInstead }: WizardBannerProps) {
  const { t } = useTranslation();
  const palette = PALETTE[banner.tone];
  const Icon = ICONS[banner.tone];
  return (
    <Box
      key={banner.id}
      role={banner.tone === 'error' ? 'alert' : 'status'}
      data-tone={banner.tone}
      colorPalette={palette}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      rounded="lg"
      px="4"
      py="3"
      animationName="fade-in"
      animationDuration={`${BANNER_FADE_DURATION_MS}ms`}
      animationTimingFunction="ease-out"
    >
      <Flex gap="3" align="start">
        <Box as={Icon} boxSize="5" flexShrink="0" mt="0.5" aria-hidden />
        <Box flex="1" minW="0">
          <Text fontWeight="medium">{banner.message}</Text>
          {banner.issues && banner.issues.length > 0 && (
            <List.Root ps="5" mt="1" gap="0.5">
              {banner.issues.map((issue) => (
                <List.Item key={issue}>{issue}</List.Item>
              ))}
            </List.Root>
          )}
          {banner.offerSignIn && (
            <Button mt="3" size="sm" colorPalette="brand" variant="solid" onClick={onSignInInstead}>
              {t('registration.wizard.signInInstead')}
            </Button>
          )}
        </Box>
        <CloseButton
          size="xs"
          variant="ghost"
          color="inherit"
          aria-label={t('registration.wizard.dismiss')}
          onClick={onDismiss}
        />
      </Flex>
    </Box>
  );
}

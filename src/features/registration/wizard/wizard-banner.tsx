import { Box, Button, CloseButton, Flex, HStack, Link, List, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, ExternalLink, Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { BANNER_FADE_DURATION_MS } from '@/config';
import { currentExternalLinks } from '@/config/external-links';
import { useTranslation } from '@/i18n';
import type { Banner, BannerTone } from '../registration-errors';
import { BANNER_ID } from './step-navigation';

const PALETTE: Record<BannerTone, string> = { error: 'red', success: 'green', info: 'blue' };
const ICONS = { error: CircleAlert, success: CircleCheck, info: Info } as const;

interface WizardBannerProps {
  readonly banner: Banner & { readonly id: number };
  readonly onDismiss: () => void;
  readonly onSignInInstead: () => void;
  /** The account exists (only billing failed): on to the console. */
  readonly onContinueToConsole: () => void;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The wizard's message (spec section 2): fades in and, when dismissed, out over 300 ms (at once for reduced
 * motion), green for successes, with a "Sign in instead" button when the account exists already, and support
 * and the console when the account was created without billing (that one stays: it is the way on). Errors
 * are announced at once (role=alert), the rest politely (role=status). Render it keyed by the banner's id.
 */
export function WizardBanner({ banner, onDismiss, onSignInInstead, onContinueToConsole }: WizardBannerProps) {
  const { t } = useTranslation();
  const palette = PALETTE[banner.tone];
  const Icon = ICONS[banner.tone];
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const dismiss = () => {
    if (leaving) return;
    if (prefersReducedMotion()) {
      onDismiss();
      return;
    }
    setLeaving(true);
    timer.current = window.setTimeout(onDismiss, BANNER_FADE_DURATION_MS);
  };

  return (
    <Box
      id={BANNER_ID}
      tabIndex={-1}
      outline="none"
      role={banner.tone === 'error' ? 'alert' : 'status'}
      data-tone={banner.tone}
      data-leaving={leaving || undefined}
      colorPalette={palette}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      rounded="lg"
      px="4"
      py="3"
      animationName={leaving ? 'fade-out' : 'fade-in'}
      animationDuration={`${BANNER_FADE_DURATION_MS}ms`}
      animationTimingFunction="ease-out"
      animationFillMode="forwards"
      _motionReduce={{ animation: 'none' }}
    >
      <Flex gap="3" align="start">
        <Box as={Icon} boxSize="5" flexShrink="0" mt="0.5" aria-hidden />
        <Box flex="1" minW="0">
          <Text fontWeight="medium">{banner.message}</Text>
          {banner.detail && <Text mt="0.5">{banner.detail}</Text>}
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
          {banner.accountCreated && (
            <HStack mt="3" gap="3" wrap="wrap">
              <Button size="sm" colorPalette="brand" variant="solid" onClick={onContinueToConsole}>
                {t('registration.wizard.accountCreated.continueToConsole')}
              </Button>
              <Link
                href={currentExternalLinks().support}
                target="_blank"
                rel="noopener noreferrer"
                fontWeight="medium"
                color="inherit"
                textDecoration="underline"
              >
                {t('registration.wizard.accountCreated.contactSupport')}
                <ExternalLink size={14} aria-hidden />
              </Link>
            </HStack>
          )}
        </Box>
        {!banner.accountCreated && (
          <CloseButton
            size="xs"
            variant="ghost"
            color="inherit"
            aria-label={t('registration.wizard.dismiss')}
            onClick={dismiss}
          />
        )}
      </Flex>
    </Box>
  );
}

import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { loadDraft } from './draft';

interface RegistrationStartProps {
  /** The identity provider's sign-up (with the registration marker set). */
  readonly onCreateAccount: () => void;
  /** The identity provider's sign-in. */
  readonly onSignIn: () => void;
  readonly signInHref: string;
  readonly createAccountHref: string;
}

/**
 * Registration for a visitor with no sign-in account: every call of the wizard needs one, so the first
 * step is the identity provider's sign-up (or sign-in), which returns here. A draft left in this tab (the
 * session ended mid-way) is picked up again after signing in, so then signing in comes first.
 */
export function RegistrationStart(props: RegistrationStartProps) {
  const { t } = useTranslation();
  const [hasDraft] = useState(() => loadDraft() !== undefined);
  const [leaving, setLeaving] = useState<'sign-in' | 'sign-up' | null>(null);

  const createAccount = () => {
    setLeaving('sign-up');
    props.onCreateAccount();
  };
  const signIn = () => {
    setLeaving('sign-in');
    props.onSignIn();
  };
  const secondLink = (label: string, question: string, href: string, onClick: () => void) => (
    <Text color="fg.muted">
      {question}{' '}
      <Link
        href={href}
        color="brand.fg"
        fontWeight="semibold"
        onClick={(event) => {
          event.preventDefault();
          onClick();
        }}
      >
        {label}
      </Link>
    </Text>
  );

  return (
    <Stack gap="6" w="full" maxW="md">
      <Heading as="h1" size="2xl">
        {hasDraft ? t('registration.access.start.continueTitle') : t('auth.signUp.title')}
      </Heading>
      <Text color="fg.muted">
        {hasDraft ? t('registration.access.start.continueIntro') : t('registration.access.start.intro')}
      </Text>
      {hasDraft ? (
        <>
          <Button
            size="lg"
            colorPalette="brand"
            loading={leaving === 'sign-in'}
            loadingText={t('registration.access.start.signInRedirecting')}
            onClick={signIn}
          >
            {t('registration.access.start.signInToContinue')}
          </Button>
          {secondLink(
            t('registration.access.start.signUp'),
            t('registration.access.start.noAccount'),
            props.createAccountHref,
            createAccount,
          )}
        </>
      ) : (
        <>
          <Button
            size="lg"
            colorPalette="brand"
            loading={leaving === 'sign-up'}
            loadingText={t('registration.access.start.redirecting')}
            onClick={createAccount}
          >
            {t('registration.access.start.createAccount')}
          </Button>
          {secondLink(t('auth.signUp.signIn'), t('auth.signUp.haveAccount'), props.signInHref, signIn)}
        </>
      )}
    </Stack>
  );
}

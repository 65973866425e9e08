import { Box, Flex, HStack } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { loginUrl, registerUrl } from '@/session/identity-urls';
import { BrandMark } from '@/ui/brand-mark';
import { LanguageSwitch } from '@/ui/language-switch';
import { ThemeSwitch } from '@/ui/theme-switch';
import { FullScreen, VersionLabel } from '@/ui/version';
import { registrationFlag } from './auth-storage';
import { MarketingPanel } from './marketing-panel';

/** The identity provider's account of a visitor who is registering. */
export interface SignUpIdentity {
  readonly name: string;
  readonly email: string;
}

/** Registration's parts, passed in by the composition (app/sign-up.tsx): auth does not import registration. */
export interface SignUpParts {
  /** The registration wizard for an identity; `hideAccountStep` when the registration marker is set. */
  readonly Wizard: ComponentType<{ identity: SignUpIdentity; hideAccountStep: boolean }>;
  /** The start of registration at the identity provider, for a visitor not signed in. */
  readonly Start: ComponentType<{
    createAccountHref: string;
    signInHref: string;
    onCreateAccount: () => void;
    onSignIn: () => void;
  }>;
}

/** Registration for a visitor not signed in: it starts at the identity provider, which returns here. */
function SignUpStart({ Start }: Pick<SignUpParts, 'Start'>) {
  return (
    <Flex flex="1" w="full" direction="column" px={{ base: '5', md: '10' }} py="5">
      {/* A visitor's screen like the sign-in view: the language and colour mode can be chosen here too. */}
      <Flex as="header" align="center" justify="space-between" gap="3" wrap="wrap">
        <BrandMark display={{ base: 'block', md: 'none' }} />
        <HStack gap="2" ms="auto">
          <LanguageSwitch />
          <ThemeSwitch />
        </HStack>
      </Flex>
      <Flex flex="1" align="center" justify="center" py="10">
        <Start
          createAccountHref={registerUrl()}
          signInHref={loginUrl()}
          onCreateAccount={() => {
            // The spec's sign-up link: the marker, then the provider's register path back to step 1.
            registrationFlag.set();
            window.location.assign(registerUrl());
          }}
          onSignIn={() => window.location.assign(loginUrl())}
        />
      </Flex>
    </Flex>
  );
}

/**
 * The auth dialog's sign-up view (spec section 2): for an identity, the registration wizard (step 0 hidden:
 * the provider knows who they are); without one, the start of registration at the identity provider, since
 * every call the wizard makes needs a signed-in identity.
 */
export function SignUpView({ identity, Wizard, Start }: { identity?: SignUpIdentity } & SignUpParts) {
  return (
    <FullScreen versionLabel={false} direction={{ base: 'column', md: 'row' }}>
      <Box flex={{ md: '1' }} maxW={{ md: 'md', lg: 'xl' }} display={{ base: 'none', md: 'block' }}>
        <MarketingPanel />
      </Box>
      <Flex
        as="main"
        flex="1"
        direction="column"
        align="center"
        gap="6"
        px={identity ? { base: '4', md: '10' } : undefined}
        pt={identity ? { base: '6', md: '10' } : undefined}
        pb="5"
      >
        {identity ? (
          <Box w="full" maxW="2xl" flex="1">
            <Wizard identity={identity} hideAccountStep={registrationFlag.isSet()} />
          </Box>
        ) : (
          <SignUpStart Start={Start} />
        )}
        <VersionLabel />
      </Flex>
    </FullScreen>
  );
}

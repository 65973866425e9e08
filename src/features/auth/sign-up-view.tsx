import { Box, Flex } from '@chakra-ui/react';
import { RegistrationWizard } from '@/features/registration/wizard/registration-wizard';
import type { WizardIdentity } from '@/features/registration/wizard/use-registration-wizard';
import { FullScreen, VersionLabel } from '@/ui/version';
import { registrationFlag } from './auth-storage';
import { MarketingPanel } from './marketing-panel';

/**
 * The auth dialog's sign-up view: the host of the five-step registration wizard (spec section 2). Step 0
 * (account information) is hidden when the identity exists already, when the registration marker is set
 * or when `step=1` is in the address.
 */
export function SignUpView({ identity, step }: { identity?: WizardIdentity; step?: number }) {
  const hideAccountStep = identity !== undefined || registrationFlag.isSet() || step === 1;
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
        px={{ base: '4', md: '10' }}
        pt={{ base: '6', md: '10' }}
        pb="5"
      >
        <Box w="full" maxW="2xl" flex="1">
          <RegistrationWizard identity={identity} hideAccountStep={hideAccountStep} />
        </Box>
        <VersionLabel />
      </Flex>
    </FullScreen>
  );
}

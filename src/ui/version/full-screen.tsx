import { Flex, type FlexProps } from '@chakra-ui/react';

import { StageBanner } from './stage-banner';
import { VersionLabel } from './version-label';

interface FullScreenProps extends FlexProps {
  /** The version label under the content; off for a screen that places it itself. */
  versionLabel?: boolean;
}

/**
 * A screen of its own outside the signed-in shell (sign-in, sign-out, maintenance, errors): the STAGE banner
 * on the staging host, the content (the props style its box, which fills the rest of the viewport) and the
 * compact version label, all within one viewport's height when the content fits.
 */
export function FullScreen({ versionLabel = true, children, ...content }: FullScreenProps) {
  return (
    <Flex direction="column" minH="100dvh">
      <StageBanner />
      <Flex direction="column" flex="1" {...content}>
        {children}
      </Flex>
      {versionLabel && (
        <Flex justify="center" pb="3">
          <VersionLabel />
        </Flex>
      )}
    </Flex>
  );
}

import { layerStyles } from '@chakra-theme/layer-styles.js';
import { animationStyles } from '@chakra-theme/motion-styles.js';
import { semanticColors } from '@chakra-theme/semantic-tokens/colors.js';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows.js';
import { colors } from '@chakra-theme/tokens/colors.js';
import { keyframes } from '@chakra-theme/tokens/keyframes.js';

import { baseSemanticTokens, baseTokens, breakpoints, baseSystemSettings, textStyles } from './default-theme';

/** Chakra's whole default theme without recipes (see default-theme.ts): the signed-in app's system. */
export const fullDefaultTheme = {
  ...baseSystemSettings,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...baseTokens, colors },
    semanticTokens: { ...baseSemanticTokens, colors: semanticColors, shadows: semanticShadows },
    textStyles,
    layerStyles,
    animationStyles,
  },
};

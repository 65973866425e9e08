/**
 * Chakra's default theme (tokens, semantic tokens, text/layer/animation styles, keyframes, breakpoints,
 * global CSS), assembled here from Chakra's own modules as `@chakra-ui/react/theme` assembles it, minus
 * its recipes.
 *
 * Why not import it from `@chakra-ui/react/theme`: that module imports every recipe for its full set, and
 * a bundler places each module in the chunk of whatever statically reaches it. With the theme module in the
 * entry chunk, every recipe the console registers lazily (app-recipes.ts) would land in the first load
 * too. `@chakra-theme/…` is an alias of Chakra's `dist/esm/theme/` (vite.config.ts, tsconfig.app.json);
 * Chakra is pinned, and theme.test.ts checks that these pieces still equal the package's own.
 */
import { breakpoints } from '@chakra-theme/breakpoints.js';
import { globalCss } from '@chakra-theme/global-css.js';
import { layerStyles } from '@chakra-theme/layer-styles.js';
import { animationStyles } from '@chakra-theme/motion-styles.js';
import { semanticColors } from '@chakra-theme/semantic-tokens/colors.js';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii.js';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows.js';
import { textStyles } from '@chakra-theme/text-styles.js';
import { animations } from '@chakra-theme/tokens/animations.js';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios.js';
import { blurs } from '@chakra-theme/tokens/blurs.js';
import { borders } from '@chakra-theme/tokens/borders.js';
import { colors } from '@chakra-theme/tokens/colors.js';
import { cursor } from '@chakra-theme/tokens/cursor.js';
import { durations } from '@chakra-theme/tokens/durations.js';
import { easings } from '@chakra-theme/tokens/easings.js';
import { fontSizes } from '@chakra-theme/tokens/font-sizes.js';
import { fontWeights } from '@chakra-theme/tokens/font-weights.js';
import { fonts } from '@chakra-theme/tokens/fonts.js';
import { keyframes } from '@chakra-theme/tokens/keyframes.js';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing.js';
import { lineHeights } from '@chakra-theme/tokens/line-heights.js';
import { radii } from '@chakra-theme/tokens/radius.js';
import { sizes } from '@chakra-theme/tokens/sizes.js';
import { spacing } from '@chakra-theme/tokens/spacing.js';
import { zIndices } from '@chakra-theme/tokens/z-indices.js';

export { animationStyles, breakpoints, globalCss, keyframes, layerStyles, textStyles };

export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

export const semanticTokens = {
  colors: semanticColors,
  shadows: semanticShadows,
  radii: semanticRadii,
};

export const cssVarsPrefix = 'chakra';
export const cssVarsRoot = ':where(html, .chakra-theme)';

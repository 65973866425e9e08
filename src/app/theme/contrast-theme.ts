import { defineConfig } from '@chakra-ui/react';

/**
 * In light mode Chakra's default `orange.solid` is orange 600 under white text: 3.6:1, below WCAG AA's
 * 4.5:1 (axe). Orange 700 gives 8:1. Dark mode keeps 600, whose text is black (5.9:1). Only the
 * signed-in app's system has the orange palette, so this joins app-theme.ts, not the first screen's.
 */
export const contrastTheme = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.600}' } } },
      },
    },
  },
});

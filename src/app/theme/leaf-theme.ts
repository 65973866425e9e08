import { defineConfig } from '@chakra-ui/react';

import { palette, paletteSemantics } from './brand';

// A sustainable green, used by the signed-in app only (charts), so not part of the first screen's system.
const leaf = palette({
  50: '#edfcf4',
  100: '#d3f8e3',
  200: '#aaefcb',
  300: '#73e0ae',
  400: '#3bc98c',
  500: '#17ae73',
  600: '#0b8d5d',
  700: '#09714d',
  800: '#0b5a3f',
  900: '#0a4a35',
  950: '#042a1e',
});

/** The `leaf` palette and its semantic tokens (the signed-in app's system, app-theme.ts). */
export const leafTheme = defineConfig({
  theme: {
    tokens: { colors: { leaf } },
    semanticTokens: { colors: { leaf: paletteSemantics('leaf') } },
  },
});

import { defineConfig } from '@chakra-ui/react';

/** A palette (50–950) as Chakra colour tokens. */
function palette(shades: Record<number, string>) {
  return Object.fromEntries(Object.entries(shades).map(([shade, value]) => [shade, { value }])) as Record<
    string,
    { value: string }
  >;
}

/** The semantic tokens Chakra's recipes expect from a colour palette, for light and dark. */
function paletteSemantics(name: string) {
  const ref = (shade: number) => `{colors.${name}.${shade}}`;
  const pair = (light: number | string, dark: number | string) => ({
    value: {
      _light: typeof light === 'number' ? ref(light) : light,
      _dark: typeof dark === 'number' ? ref(dark) : dark,
    },
  });
  return {
    solid: pair(600, 500),
    contrast: pair('{colors.white}', '{colors.white}'),
    fg: pair(700, 300),
    muted: pair(100, 900),
    subtle: pair(50, 950),
    emphasized: pair(200, 800),
    focusRing: pair(500, 400),
    border: pair(500, 400),
  };
}

// A calm EU blue. Blue 600 on white and white on blue 500 pass WCAG AA.
const brand = palette({
  50: '#eef4ff',
  100: '#dbe6fe',
  200: '#bfd3fe',
  300: '#93b4fd',
  400: '#6090fa',
  500: '#3b6cf3',
  600: '#2550d6',
  700: '#1f40ad',
  800: '#1e3888',
  900: '#1d326c',
  950: '#141f42',
});

// A sustainable green (the charts).
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

const fallbackFonts = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif`;

/**
 * The console's look on top of Chakra's default config: brand and leaf palettes, fonts, page colours for
 * light and dark, and the contrast fixes Chakra's defaults need.
 */
export const brandConfig = defineConfig({
  theme: {
    tokens: {
      colors: { brand, leaf },
      fonts: {
        heading: { value: fallbackFonts },
        body: { value: fallbackFonts },
      },
    },
    semanticTokens: {
      colors: {
        brand: paletteSemantics('brand'),
        leaf: paletteSemantics('leaf'),
        // Page background; keep in step with the pre-paint colours in index.html.
        bg: {
          DEFAULT: { value: { _light: '#f7f9fc', _dark: '#0b1220' } },
          panel: { value: { _light: '{colors.white}', _dark: '#111a2e' } },
          // Dark greys tinted towards the navy page, so controls don't look neutral-grey on blue.
          subtle: { value: { _light: '{colors.gray.50}', _dark: '#0e1628' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '#16203a' } },
          emphasized: { value: { _light: '{colors.gray.200}', _dark: '#24304d' } },
        },
        border: {
          DEFAULT: { value: { _light: '{colors.gray.200}', _dark: '#1f2a44' } },
        },
        // In light mode Chakra's `orange.solid` (orange 600 under white text) is 3.6:1, below WCAG AA's
        // 4.5:1; orange 700 gives 8:1. Dark mode keeps 600, whose text is black (5.9:1).
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.600}' } } },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
  },
});

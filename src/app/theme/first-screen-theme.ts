/**
 * The part of Chakra's default theme that the first screen uses, which its system carries instead of the
 * whole (the first-load budget, docs/performance.md): the base colours, whiteAlpha and the gray and red palettes, the page colours
 * (bg, fg, border) without the status ones built on other palettes, the `xs` shadow, the spinner's
 * keyframes and the disabled layer style of buttons. Values copied from Chakra 3.37.0; theme.test.ts keeps them equal to Chakra's own and
 * checks that the first screen renders the same with them as with the whole theme.
 */

export const firstScreenColors = {
  transparent: { value: 'transparent' },
  current: { value: 'currentColor' },
  black: { value: '#09090B' },
  white: { value: '#FFFFFF' },
  whiteAlpha: {
    '50': { value: 'rgba(255, 255, 255, 0.04)' },
    '100': { value: 'rgba(255, 255, 255, 0.06)' },
    '200': { value: 'rgba(255, 255, 255, 0.08)' },
    '300': { value: 'rgba(255, 255, 255, 0.16)' },
    '400': { value: 'rgba(255, 255, 255, 0.24)' },
    '500': { value: 'rgba(255, 255, 255, 0.36)' },
    '600': { value: 'rgba(255, 255, 255, 0.48)' },
    '700': { value: 'rgba(255, 255, 255, 0.64)' },
    '800': { value: 'rgba(255, 255, 255, 0.80)' },
    '900': { value: 'rgba(255, 255, 255, 0.92)' },
    '950': { value: 'rgba(255, 255, 255, 0.95)' },
  },
  gray: {
    '50': { value: '#fafafa' },
    '100': { value: '#f4f4f5' },
    '200': { value: '#e4e4e7' },
    '300': { value: '#d4d4d8' },
    '400': { value: '#a1a1aa' },
    '500': { value: '#71717a' },
    '600': { value: '#52525b' },
    '700': { value: '#3f3f46' },
    '800': { value: '#27272a' },
    '900': { value: '#18181b' },
    '950': { value: '#111111' },
  },
  red: {
    '50': { value: '#fef2f2' },
    '100': { value: '#fee2e2' },
    '200': { value: '#fecaca' },
    '300': { value: '#fca5a5' },
    '400': { value: '#f87171' },
    '500': { value: '#ef4444' },
    '600': { value: '#dc2626' },
    '700': { value: '#991919' },
    '800': { value: '#511111' },
    '900': { value: '#300c0c' },
    '950': { value: '#1f0808' },
  },
};

export const firstScreenSemanticColors = {
  bg: {
    DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } },
    subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
    muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.900}' } },
    emphasized: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
    inverted: { value: { _light: '{colors.black}', _dark: '{colors.white}' } },
    panel: { value: { _light: '{colors.white}', _dark: '{colors.gray.950}' } },
    error: { value: { _light: '{colors.red.50}', _dark: '{colors.red.950}' } },
  },
  fg: {
    DEFAULT: { value: { _light: '{colors.black}', _dark: '{colors.gray.50}' } },
    muted: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
    subtle: { value: { _light: '{colors.gray.400}', _dark: '{colors.gray.500}' } },
    inverted: { value: { _light: '{colors.gray.50}', _dark: '{colors.black}' } },
    error: { value: { _light: '{colors.red.500}', _dark: '{colors.red.400}' } },
  },
  border: {
    DEFAULT: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
    muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.900}' } },
    subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
    emphasized: { value: { _light: '{colors.gray.300}', _dark: '{colors.gray.700}' } },
    inverted: { value: { _light: '{colors.gray.800}', _dark: '{colors.gray.200}' } },
    error: { value: { _light: '{colors.red.500}', _dark: '{colors.red.400}' } },
  },
  gray: {
    contrast: { value: { _light: '{colors.white}', _dark: '{colors.black}' } },
    fg: { value: { _light: '{colors.gray.800}', _dark: '{colors.gray.200}' } },
    subtle: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.900}' } },
    muted: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
    emphasized: { value: { _light: '{colors.gray.300}', _dark: '{colors.gray.700}' } },
    solid: { value: { _light: '{colors.gray.900}', _dark: '{colors.white}' } },
    focusRing: { value: { _light: '{colors.gray.400}', _dark: '{colors.gray.400}' } },
    border: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
  },
  red: {
    contrast: { value: { _light: 'white', _dark: 'white' } },
    fg: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
    subtle: { value: { _light: '{colors.red.100}', _dark: '{colors.red.900}' } },
    muted: { value: { _light: '{colors.red.200}', _dark: '{colors.red.800}' } },
    emphasized: { value: { _light: '{colors.red.300}', _dark: '{colors.red.700}' } },
    solid: { value: { _light: '{colors.red.600}', _dark: '{colors.red.600}' } },
    focusRing: { value: { _light: '{colors.red.500}', _dark: '{colors.red.500}' } },
    border: { value: { _light: '{colors.red.500}', _dark: '{colors.red.400}' } },
  },
};

export const firstScreenKeyframes = {
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
};

export const firstScreenLayerStyles = { disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } } };

export const firstScreenShadows = {
  xs: {
    value: {
      _light: '0px 1px 2px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/20}',
      _dark: '0px 1px 1px {black/64}, 0px 0px 1px inset {colors.gray.300/20}',
    },
  },
};

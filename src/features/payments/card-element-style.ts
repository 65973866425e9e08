import type { SystemStyleObject, SystemContext } from '@chakra-ui/react';
import type { StripeElementStyle } from '@stripe/stripe-js';

export type ColorMode = 'light' | 'dark';

/**
 * The theme value of a token in one colour mode, as a plain value. Stripe draws the card element in its own
 * iframe, where our CSS variables do not exist, so `options.style` needs the colours themselves: a semantic
 * token's `_light`/`_dark` value, following `{colors.…}` references.
 */
export function tokenValue(
  system: SystemContext,
  name: string,
  mode: ColorMode,
  depth = 0,
): string | undefined {
  const token = system.tokens.getByName(name);
  if (!token || depth > 8) return undefined;
  const conditions: Record<string, unknown> | undefined = token.extensions.conditions;
  const raw: unknown = conditions?.[`_${mode}`] ?? conditions?.base ?? token.value;
  if (typeof raw !== 'string') return undefined;
  const reference = /^\{([^}]+)\}$/.exec(raw.trim());
  if (reference?.[1]) return tokenValue(system, reference[1], mode, depth + 1);
  return raw.startsWith('var(') ? undefined : raw;
}

/** `1rem` → `16px` (Stripe's iframe has its own root font size). */
function inPixels(size: string | undefined, fallback: string): string {
  if (!size) return fallback;
  const rem = /^([\d.]+)rem$/.exec(size);
  return rem?.[1] ? `${Number(rem[1]) * 16}px` : size;
}

/** The card element's style for the current colour mode: text like an input's, placeholders, errors. */
export function cardElementStyle(system: SystemContext, mode: ColorMode): StripeElementStyle {
  const color = (name: string, fallback: string) => tokenValue(system, `colors.${name}`, mode) ?? fallback;
  const light = mode === 'light';
  return {
    base: {
      color: color('fg', light ? '#09090b' : '#fafafa'),
      fontFamily: tokenValue(system, 'fonts.body', mode) ?? 'system-ui, sans-serif',
      // 16px at least, so phones do not zoom into the field.
      fontSize: inPixels(tokenValue(system, 'fontSizes.md', mode), '16px'),
      fontSmoothing: 'antialiased',
      iconColor: color('fg.muted', light ? '#52525b' : '#a1a1aa'),
      '::placeholder': { color: color('fg.subtle', light ? '#a1a1aa' : '#71717a') },
      ':disabled': { color: color('fg.subtle', light ? '#a1a1aa' : '#71717a') },
    },
    invalid: {
      color: color('fg.error', light ? '#ef4444' : '#f87171'),
      iconColor: color('fg.error', light ? '#ef4444' : '#f87171'),
    },
  };
}

/** The frame around the card element: an input's border, focus ring and error colour. */
export const CARD_FIELD_CSS: Record<string, SystemStyleObject> = {
  '& .StripeElement': {
    display: 'flex',
    alignItems: 'center',
    minH: '10',
    px: '3',
    py: '2.5',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'l2',
    transition: 'border-color 0.15s, box-shadow 0.15s',
  },
  // Stripe's iframe fills the element's width; the stand-in's inputs do the same.
  '& .StripeElement > *': { flex: '1', minW: '0' },
  '& .StripeElement--focus': {
    borderColor: 'brand.focusRing',
    boxShadow: '0 0 0 1px var(--chakra-colors-brand-focus-ring)',
  },
  '& .StripeElement--invalid': { borderColor: 'border.error' },
  '& .StripeElement--invalid.StripeElement--focus': {
    borderColor: 'border.error',
    boxShadow: '0 0 0 1px var(--chakra-colors-border-error)',
  },
};

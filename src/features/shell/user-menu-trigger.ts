import type { HTMLChakraProps } from '@chakra-ui/react';

/** The user menu's trigger: round, with the brand's focus ring (the stand-in and the menu's own alike). */
export const userMenuTriggerStyle = {
  rounded: 'full',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
} satisfies HTMLChakraProps<'button'>;

/** First letters of the first and last names, as Chakra's Avatar makes them from `name`. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

import { chakra, useSlotRecipe } from '@chakra-ui/react';

/**
 * The user's initials in Chakra's avatar style, without its Avatar (an image's loading machine the initials do
 * not need): the same on the stand-in trigger of the first paint and on the menu's own.
 */
export function UserAvatar({ initials }: { initials: string }) {
  const styles = useSlotRecipe({ key: 'avatar' })({ size: 'sm' });
  return (
    <chakra.span css={styles.root} colorPalette="brand">
      <chakra.span css={styles.fallback}>{initials}</chakra.span>
    </chakra.span>
  );
}

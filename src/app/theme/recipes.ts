import {
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  segmentGroupSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The Chakra recipes the console uses. Chakra's `defaultConfig` ships every recipe (~18 KB gzip of
 * JavaScript on the first screen); this system carries only these. When you use another Chakra
 * component that has a recipe (Badge, Card, Dialog, Menu…), add its recipe here under Chakra's key, or
 * it renders unstyled. In development a missing recipe is reported in the console (see system.ts).
 */
export const recipes = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
};

export const slotRecipes = {
  segmentGroup: segmentGroupSlotRecipe,
};

import {
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  segmentGroupSlotRecipe,
} from '@chakra-ui/react/theme';
// Command palette, New Project dialog, maintenance and error screens (features/command-palette, projects…).
import {
  dialogSlotRecipe,
  fieldSlotRecipe,
  inputRecipe,
  kbdRecipe,
  nativeSelectSlotRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

// The signed-in shell and the auth dialog (features/shell, features/auth).
import {
  avatarSlotRecipe,
  badgeRecipe,
  drawerSlotRecipe,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  tooltipSlotRecipe,
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
  input: inputRecipe,
  kbd: kbdRecipe,
  spinner: spinnerRecipe,
  badge: badgeRecipe,
  link: linkRecipe,
};

export const slotRecipes = {
  segmentGroup: segmentGroupSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  avatar: avatarSlotRecipe,
  drawer: drawerSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

import {
  avatarSlotRecipe,
  badgeRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  inputRecipe,
  kbdRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  segmentGroupSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The Chakra recipes beyond the first screen's (recipes.ts): the signed-in shell (drawer, menu, avatar,
 * tooltip, badge, kbd), its dialogs (command palette, New Project: dialog, field, input, native select), the
 * registration wizard (list, field, input…) and the mock panel (segment group). They join the system
 * lazily (app-theme.ts). When you use another Chakra component that has a recipe, add it here under
 * Chakra's key, or it renders unstyled.
 */
export const appRecipes = {
  badge: badgeRecipe,
  container: containerRecipe,
  input: inputRecipe,
  kbd: kbdRecipe,
};

export const appSlotRecipes = {
  avatar: avatarSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

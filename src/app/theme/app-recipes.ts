import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  inputRecipe,
  kbdRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  segmentGroupSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
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
  separator: separatorRecipe, // Models (test)
  skeleton: skeletonRecipe, // API keys (loading)
  textarea: textareaRecipe, // API keys (create)
};

export const appSlotRecipes = {
  alert: alertSlotRecipe, // Models (test errors)
  avatar: avatarSlotRecipe,
  checkbox: checkboxSlotRecipe, // Models (test settings)
  dataList: dataListSlotRecipe, // Models (details)
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe, // Models (no match)
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  switch: switchSlotRecipe, // Settings (email notifications)
  table: tableSlotRecipe, // API keys (list, usage)
  tabs: tabsSlotRecipe, // Models (details, code)
  toast: toastSlotRecipe, // the signed-in app's toasts (ui/toaster.ts)
  tooltip: tooltipSlotRecipe,
};

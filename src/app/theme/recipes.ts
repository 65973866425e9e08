import { buttonRecipe } from '@chakra-theme/recipes/button.js';
import { headingRecipe } from '@chakra-theme/recipes/heading.js';
import { iconRecipe } from '@chakra-theme/recipes/icon.js';
import { linkRecipe } from '@chakra-theme/recipes/link.js';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner.js';

/**
 * The Chakra recipes of the first screen (/auth, /signout, the error and maintenance screens): the only
 * ones a visitor's first load carries (the first-load budget, docs/performance.md). Chakra's `defaultConfig` ships every recipe.
 * (Imported module by module, like default-theme.ts, and not from `@chakra-ui/react/theme`, which would
 * pull the other recipes into the first load.)
 *
 * Every other recipe is in app-recipes.ts, part of the signed-in app's system, which the console switches
 * to when the signed-in app, the registration wizard or the mock panel loads (app-theme.ts). A component
 * whose recipe is in neither renders unstyled: add the recipe to app-recipes.ts under Chakra's key, or
 * here only if the first screen uses it. In development a missing recipe is reported in the browser
 * console (see system.ts).
 */
export const firstScreenRecipes = {
  button: buttonRecipe, // also CloseButton and IconButton
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe, // also Button's loading state
};

import { buttonRecipe } from '@chakra-theme/recipes/button.js';
import { headingRecipe } from '@chakra-theme/recipes/heading.js';
import { iconRecipe } from '@chakra-theme/recipes/icon.js';
import { linkRecipe } from '@chakra-theme/recipes/link.js';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner.js';

/**
 * The first screen's recipes, the only ones its first load carries (docs/performance.md, "Theme and
 * strings"); the others are in app-recipes.ts. A component whose recipe is in neither renders unstyled.
 */
export const firstScreenRecipes = {
  button: buttonRecipe, // also CloseButton and IconButton
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe, // also Button's loading state
};

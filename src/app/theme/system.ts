import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type RecipeDefinition,
  type SlotRecipeConfig,
  type SystemContext,
} from '@chakra-ui/react';

import { brandTheme } from './brand';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from './default-theme';
import { firstScreenRecipes } from './recipes';

/**
 * Chakra's default theme without its full recipe set: same tokens and styles, and only the first screen's
 * recipes. The others join later (`registerRecipes`, app-theme.ts; unit tests load them up front).
 */
const leanDefaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    // Copies, which registerRecipes extends.
    recipes: { ...firstScreenRecipes },
    slotRecipes: {},
  },
});

export const system = createSystem(defaultBaseConfig, leanDefaultTheme, brandTheme);

/**
 * Adds recipes to the running system. Chakra v3 has no public API for this: a system reads its recipes from
 * `_config.theme` whenever a component asks for one it has not compiled yet (`getRecipe`, `isRecipe`), so
 * they are added there. Register them before a component that uses them renders: a recipe asked for
 * earlier stays compiled empty (development reports it). theme.test.ts pins this behaviour of Chakra.
 */
export function registerRecipes(
  recipes: Record<string, RecipeDefinition>,
  slotRecipes: Record<string, SlotRecipeConfig>,
  target: SystemContext = system,
): void {
  const theme = target._config.theme;
  if (!theme?.recipes || !theme.slotRecipes) throw new Error('Chakra system without a recipe registry');
  Object.assign(theme.recipes, recipes);
  Object.assign(theme.slotRecipes, slotRecipes);
}

/**
 * In development, name the Chakra component that renders unstyled because its recipe is not registered
 * (yet) when it renders. Chakra's full recipe set (to tell its recipes from components without one, such as
 * Text) is loaded for this in development only.
 */
function reportMissingRecipes(sys: SystemContext, known: { recipes: object; slotRecipes: object }) {
  const reported = new Set<string>();
  const check = (chakraSet: object, registered: (key: string) => boolean, key: string) => {
    if (reported.has(key) || registered(key) || !Object.hasOwn(chakraSet, key)) return;
    reported.add(key);
    console.warn(
      `[theme] Chakra recipe "${key}" is not registered: add it in src/app/theme/app-recipes.ts (or recipes.ts ` +
        'for the first screen), and load app-theme.ts with the part of the console that uses it.',
    );
  };
  const getRecipeFn = sys.getRecipeFn.bind(sys);
  const getSlotRecipeFn = sys.getSlotRecipeFn.bind(sys);
  const isRecipe = (key: string) => sys.isRecipe(key);
  const isSlotRecipe = (key: string) => sys.isSlotRecipe(key);
  sys.getRecipeFn = (key: string, fallback?: unknown): unknown => {
    check(known.recipes, isRecipe, key);
    return getRecipeFn(key, fallback);
  };
  sys.getSlotRecipeFn = (key: string, fallback?: unknown): unknown => {
    check(known.slotRecipes, isSlotRecipe, key);
    return getSlotRecipeFn(key, fallback);
  };
}

if (import.meta.env.DEV) {
  void import('@chakra-ui/react/theme').then((chakraTheme) => reportMissingRecipes(system, chakraTheme));
}

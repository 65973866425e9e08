import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  recipes as chakraRecipes,
  semanticTokens,
  slotRecipes as chakraSlotRecipes,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

import { brandTheme } from './brand';
import { recipes, slotRecipes } from './recipes';

/** Chakra's default theme without its full recipe set: same tokens and styles, our recipes only. */
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
    recipes,
    slotRecipes,
  },
});

export const system = createSystem(defaultBaseConfig, leanDefaultTheme, brandTheme);

/**
 * In development, name the Chakra component that renders unstyled because its recipe is not
 * registered. (Chakra's full recipe set is only referenced here, so production builds drop it.)
 */
function reportMissingRecipes(sys: SystemContext) {
  const reported = new Set<string>();
  const check = (known: object, registered: (key: string) => boolean, key: string) => {
    if (reported.has(key) || registered(key) || !Object.hasOwn(known, key)) return;
    reported.add(key);
    console.warn(`[theme] Chakra recipe "${key}" is not registered: add it in src/app/theme/recipes.ts.`);
  };
  const getRecipeFn = sys.getRecipeFn.bind(sys);
  const getSlotRecipeFn = sys.getSlotRecipeFn.bind(sys);
  const isRecipe = (key: string) => sys.isRecipe(key);
  const isSlotRecipe = (key: string) => sys.isSlotRecipe(key);
  sys.getRecipeFn = (key: string, fallback?: unknown): unknown => {
    check(chakraRecipes, isRecipe, key);
    return getRecipeFn(key, fallback);
  };
  sys.getSlotRecipeFn = (key: string, fallback?: unknown): unknown => {
    check(chakraSlotRecipes, isSlotRecipe, key);
    return getSlotRecipeFn(key, fallback);
  };
}

if (import.meta.env.DEV) reportMissingRecipes(system);

import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';

import { brandTheme } from './brand';
import { baseSemanticTokens, baseTokens, breakpoints, baseSystemSettings, textStyles } from './default-theme';
import {
  firstScreenColors,
  firstScreenKeyframes,
  firstScreenLayerStyles,
  firstScreenSemanticColors,
  firstScreenShadows,
} from './first-screen-theme';
import { firstScreenRecipes } from './recipes';

/**
 * Two Chakra systems: the first screen's, created here on first use with only what it needs, and the
 * signed-in app's (app-theme.ts), switched to by `switchSystem` (docs/performance.md, "Theme and strings").
 */
let firstScreen: SystemContext | undefined;

/** The first screen's system (created on the first call). */
export function firstScreenSystem(): SystemContext {
  if (!firstScreen) {
    firstScreen = createFirstScreenSystem();
    if (import.meta.env.DEV) reportMissingRecipes(firstScreen);
  }
  return firstScreen;
}

function createFirstScreenSystem(): SystemContext {
  return createSystem(
    defaultBaseConfig,
    defineConfig({
      ...baseSystemSettings,
      theme: {
        breakpoints,
        keyframes: firstScreenKeyframes,
        tokens: { ...baseTokens, colors: firstScreenColors },
        semanticTokens: {
          ...baseSemanticTokens,
          colors: firstScreenSemanticColors,
          shadows: firstScreenShadows,
        },
        textStyles,
        layerStyles: firstScreenLayerStyles,
        recipes: firstScreenRecipes,
      },
    }),
    brandTheme,
  );
}

/** A system of Chakra's `defaultBaseConfig`, the given themes and the brand theme. */
export function createConsoleSystem(...themes: SystemConfig[]): SystemContext {
  return createSystem(defaultBaseConfig, ...themes, brandTheme);
}

let current: SystemContext | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The system the console renders with now. */
export function currentSystem(): SystemContext {
  return (current ??= firstScreenSystem());
}

/** The system for ChakraProvider, following `switchSystem`. */
export function useConsoleSystem(): SystemContext {
  return useSyncExternalStore(subscribe, currentSystem, currentSystem);
}

/** Renders the console with `next` from now on (every component re-renders with it). */
export function switchSystem(next: SystemContext): void {
  if (next === current) return;
  if (import.meta.env.DEV) reportMissingRecipes(next);
  current = next;
  for (const listener of listeners) listener();
}

/**
 * In development, name the Chakra component that renders unstyled because the system it renders with has
 * no recipe for it. Chakra's full recipe set (to tell its recipes from components without one, such as
 * Text) is loaded for this in development only.
 */
const chakraRecipeSets = import.meta.env.DEV ? import('@chakra-ui/react/theme') : undefined;

function reportMissingRecipes(sys: SystemContext) {
  const reported = new Set<string>();
  const check = (kind: 'recipes' | 'slotRecipes', registered: boolean, key: string) => {
    if (registered || reported.has(key)) return;
    void chakraRecipeSets?.then((chakraTheme) => {
      if (reported.has(key) || !Object.hasOwn(chakraTheme[kind], key)) return;
      reported.add(key);
      console.warn(
        `[theme] Chakra recipe "${key}" is not in the system the console renders with: add it in ` +
          'src/app/theme/app-recipes.ts (recipes.ts if the first screen uses it), and load app-theme.ts ' +
          'with the part of the console that uses it.',
      );
    });
  };
  const getRecipeFn = sys.getRecipeFn.bind(sys);
  const getSlotRecipeFn = sys.getSlotRecipeFn.bind(sys);
  sys.getRecipeFn = (key: string, fallback?: unknown): unknown => {
    check('recipes', sys.isRecipe(key), key);
    return getRecipeFn(key, fallback);
  };
  sys.getSlotRecipeFn = (key: string, fallback?: unknown): unknown => {
    check('slotRecipes', sys.isSlotRecipe(key), key);
    return getSlotRecipeFn(key, fallback);
  };
}

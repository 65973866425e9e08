import { defineConfig } from '@chakra-ui/react';

import { appRecipes, appSlotRecipes } from './app-recipes';
import { contrastTheme } from './contrast-theme';
import { fullDefaultTheme } from './full-theme';
import { leafTheme } from './leaf-theme';
import { firstScreenRecipes } from './recipes';
import { createConsoleSystem, switchSystem } from './system';

/** The signed-in app's system: Chakra's whole default theme, every recipe the console uses, the leaf green. */
export const appSystem = createConsoleSystem(
  defineConfig({
    ...fullDefaultTheme,
    theme: {
      ...fullDefaultTheme.theme,
      recipes: { ...firstScreenRecipes, ...appRecipes },
      slotRecipes: appSlotRecipes,
    },
  }),
  leafTheme,
  contrastTheme,
);

// Importing this module switches the console to that system. Import it from (or load it with) the chunk of
// a part that needs more than the first screen, before that part renders: see app/signed-in-layout.tsx
// and app/lazy-areas.ts.
switchSystem(appSystem);

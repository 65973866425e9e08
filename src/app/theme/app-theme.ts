import { appRecipes, appSlotRecipes } from './app-recipes';
import { registerRecipes } from './system';

// Importing this module adds the recipes beyond the first screen's to the console's Chakra system. Import it
// from (or load it with) the chunk of a part that uses them, before that part renders: see
// app/signed-in-layout.tsx and app/lazy-areas.ts.
registerRecipes(appRecipes, appSlotRecipes);

import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import * as chakraTheme from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';

import { appRecipes, appSlotRecipes } from './app-recipes';
import * as defaultTheme from './default-theme';
import { firstScreenRecipes } from './recipes';
import { registerRecipes, system } from './system';

describe('the console Chakra system', () => {
  it('assembles exactly Chakra’s default theme from its modules (default-theme.ts)', () => {
    for (const key of [
      'tokens',
      'semanticTokens',
      'breakpoints',
      'keyframes',
      'textStyles',
      'layerStyles',
      'animationStyles',
      'globalCss',
      'cssVarsPrefix',
      'cssVarsRoot',
    ] as const) {
      expect(defaultTheme[key], key).toEqual(chakraTheme[key]);
    }
  });

  it('registers Chakra’s own recipes under Chakra’s keys', () => {
    for (const [key, recipe] of Object.entries({ ...firstScreenRecipes, ...appRecipes })) {
      expect(recipe, key).toBe(chakraTheme.recipes[key as keyof typeof chakraTheme.recipes]);
    }
    for (const [key, recipe] of Object.entries(appSlotRecipes)) {
      expect(recipe, key).toBe(chakraTheme.slotRecipes[key as keyof typeof chakraTheme.slotRecipes]);
    }
    const firstScreen = new Set(Object.keys(firstScreenRecipes));
    expect(Object.keys(appRecipes).filter((key) => firstScreen.has(key))).toEqual([]);
  });

  it('has every recipe in the tests (src/test/setup.ts loads app-theme.ts)', () => {
    for (const key of Object.keys({ ...firstScreenRecipes, ...appRecipes })) {
      expect(system.isRecipe(key), key).toBe(true);
    }
    for (const key of Object.keys(appSlotRecipes)) expect(system.isSlotRecipe(key), key).toBe(true);
  });

  // Pins the Chakra behaviour registerRecipes relies on (no public API): a system reads its recipes from
  // `_config.theme` when a component first asks for one.
  it('can add recipes to a running system', () => {
    const lean = createSystem(defaultBaseConfig, {
      theme: {
        tokens: chakraTheme.tokens,
        semanticTokens: chakraTheme.semanticTokens,
        recipes: {},
        slotRecipes: {},
      },
    });
    expect(lean.isSlotRecipe('dialog')).toBe(false);

    registerRecipes({ badge: chakraTheme.recipes.badge }, { dialog: chakraTheme.slotRecipes.dialog }, lean);

    expect(lean.isRecipe('badge')).toBe(true);
    expect(lean.isSlotRecipe('dialog')).toBe(true);
    type StyleFn = (props: object) => Record<string, unknown>;
    const dialogStyles = (lean.getSlotRecipeFn('dialog') as StyleFn)({});
    expect(Object.keys(dialogStyles)).toContain('content');
    expect((lean.getRecipeFn('badge') as StyleFn)({ variant: 'solid' })).not.toEqual({});
  });
});

import * as Chakra from '@chakra-ui/react';
import { ChakraProvider, defaultConfig } from '@chakra-ui/react';
import { cleanup, render } from '@testing-library/react';
import { Component, createElement, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { consoleSystem } from './system';

const system = consoleSystem();

/** The console's own source: what it imports from Chakra and the recipe keys it names. */
const sources = Object.values(
  import.meta.glob<string>(
    ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**', '!/src/api/generated/**'],
    { query: '?raw', import: 'default', eager: true },
  ),
);

/** The values (not types) the source imports from '@chakra-ui/react'. */
const importedNames = [
  ...new Set(
    sources.flatMap((source) =>
      [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)].flatMap((match) =>
        (match[1] ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0] ?? name),
      ),
    ),
  ),
].sort();

/** Recipes the source asks for by key, outside a Chakra component (`useSlotRecipe({ key: 'avatar' })`). */
const namedKeys = [
  ...new Set(
    sources.flatMap((source) =>
      [
        ...source.matchAll(
          /\b(?:createRecipeContext|createSlotRecipeContext|useRecipe|useSlotRecipe)\(\{\s*key:\s*'(\w+)'/g,
        ),
      ].map((match) => match[1] ?? ''),
    ),
  ),
].sort();

type AnyComponent = ComponentType<Record<string, unknown>>;

const isComponent = (value: unknown): value is AnyComponent =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && '$$typeof' in value && !('Root' in value));

/** Each imported component, or namespace of parts by its `Root`, under the name the source imports. */
const components = importedNames.flatMap((name): [string, AnyComponent][] => {
  if (!/^[A-Z]/.test(name)) return []; // hooks and functions: createSystem, useSlotRecipe…
  const value: unknown = (Chakra as Record<string, unknown>)[name];
  if (typeof value === 'object' && value !== null && 'Root' in value && isComponent(value.Root)) {
    return [[`${name}.Root`, value.Root]];
  }
  return isComponent(value) ? [[name, value]] : [];
});

/** Keeps a part that needs its parent (a toast outside a toaster) from failing the render around it. */
class Contain extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders `ui` with the console's system; returns its markup (React's ids made stable). */
function markupOf(ui: ReactNode): string {
  const { container } = render(
    <ChakraProvider value={system}>
      <Contain>{ui}</Contain>
    </ChakraProvider>,
  );
  const html = container.innerHTML.replace(/_r_\w+_/g, 'useId');
  cleanup();
  return html;
}

/** The recipe and slot-recipe keys a component asks the system for when it renders. */
function recipesAskedBy(component: AnyComponent) {
  const recipes = vi.spyOn(system, 'getRecipeFn');
  const slotRecipes = vi.spyOn(system, 'getSlotRecipeFn');
  markupOf(createElement(component));
  const asked = {
    recipes: [...new Set(recipes.mock.calls.map(([key]) => key))],
    slotRecipes: [...new Set(slotRecipes.mock.calls.map(([key]) => key))],
  };
  recipes.mockRestore();
  slotRecipes.mockRestore();
  return asked;
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

// Chakra's own recipes: those its documented components are styled with.
const chakraRecipes = defaultConfig.theme?.recipes ?? {};
const chakraSlotRecipes = defaultConfig.theme?.slotRecipes ?? {};

describe('the console’s Chakra system', () => {
  // A part rendered outside its parent makes React and Chakra log the failure the boundary contains.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('has the recipe of every Chakra component the source uses', () => {
    // A component may ask for a recipe Chakra does not define (Text asks for `text`): only Chakra's own
    // recipes style its components.
    const missing: string[] = [];
    const askedByName = new Map<string, string[]>();
    for (const [name, component] of components) {
      const asked = recipesAskedBy(component);
      for (const key of asked.recipes.filter((key) => Object.hasOwn(chakraRecipes, key))) {
        if (!system.isRecipe(key)) missing.push(`${name}: recipe ${key}`);
      }
      for (const key of asked.slotRecipes.filter((key) => Object.hasOwn(chakraSlotRecipes, key))) {
        if (!system.isSlotRecipe(key)) missing.push(`${name}: slot recipe ${key}`);
      }
      askedByName.set(name, [...asked.recipes, ...asked.slotRecipes]);
    }
    expect(missing).toEqual([]);

    // The rendering saw each lookup: a component named after one of Chakra's recipes asked for it.
    const baseName = (name: string) => lowerFirst(name.replace(/\.Root$/, ''));
    const namedAfterRecipe = components
      .map(([name]) => name)
      .filter((name) => Object.hasOwn({ ...chakraRecipes, ...chakraSlotRecipes }, baseName(name)));
    expect(namedAfterRecipe.length).toBeGreaterThan(0);
    for (const name of namedAfterRecipe) expect(askedByName.get(name), name).toContain(baseName(name));
  });

  it('has each recipe the source asks for by key', () => {
    expect(namedKeys.length).toBeGreaterThan(0);
    for (const key of namedKeys) {
      expect(Object.hasOwn(chakraRecipes, key) ? system.isRecipe(key) : system.isSlotRecipe(key), key).toBe(
        true,
      );
    }
  });

  it('styles each Chakra component that renders an element with its recipe', () => {
    // With a recipe the component's class carries the recipe's styles; `unstyled` leaves them out.
    const unstyled: string[] = [];
    const checked: string[] = [];
    for (const [name, component] of components) {
      const asked = recipesAskedBy(component);
      if (asked.recipes.length + asked.slotRecipes.length === 0) continue;
      const styledMarkup = markupOf(createElement(component));
      if (!/class="[^"]*css-/.test(styledMarkup)) continue; // a root of context only (Dialog.Root)
      checked.push(name);
      if (styledMarkup === markupOf(createElement(component, { unstyled: true }))) unstyled.push(name);
    }
    expect(checked.length).toBeGreaterThan(0);
    expect(unstyled).toEqual([]);
  });

  it('carries the console’s look on top of Chakra’s defaults', () => {
    const conditions = (name: string) => system.tokens.getByName(name)?.extensions.conditions;
    expect(system.token('colors.brand.600')).toBe('#2550d6');
    expect(system.token('colors.leaf.500')).toBe('#17ae73');
    expect(system.token('colors.red.600')).toBe('#dc2626'); // Chakra's own palettes stay
    expect(conditions('colors.bg')).toEqual({ _light: '#f7f9fc', _dark: '#0b1220' });
    // White on orange 600 is below WCAG AA in light mode.
    expect(conditions('colors.orange.solid')).toEqual({
      _light: '{colors.orange.700}',
      _dark: '{colors.orange.600}',
    });
  });
});

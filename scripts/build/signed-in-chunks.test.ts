import { describe, expect, it } from 'vitest';

import { signedInChunkName } from './signed-in-chunks';

const LAYOUT = '/app/src/app/signed-in-layout.tsx';
const ROUTE_TREE = '/app/src/routeTree.gen.ts';
const MODELS_ROUTE = '/app/src/routes/models.tsx';
const MODELS_LOADER = `${MODELS_ROUTE}?tsr-split=loader`;
const MODELS_COMPONENT = `${MODELS_ROUTE}?tsr-split=component`;

/** A module graph: each id with the ids it imports statically, and those it imports dynamically. */
function context(graph: Record<string, string[]>, dynamic: Record<string, string[]> = {}) {
  return {
    getModuleInfo: (id: string) =>
      id in graph ? { importedIds: graph[id] ?? [], dynamicallyImportedIds: dynamic[id] ?? [] } : null,
  };
}

const RECIPE = '/app/node_modules/@chakra-ui/react/dist/esm/theme/recipes/menu.js';
const ANATOMY = '/app/node_modules/@ark-ui/react/dist/components/menu/menu.anatomy.js';

const graph = {
  [LAYOUT]: [
    '/app/src/features/shell/app-shell.tsx',
    '/app/node_modules/@chakra-ui/react/dialog.js',
    '/app/node_modules/@chakra-ui/react/box.js',
    RECIPE,
  ],
  '/app/src/features/shell/app-shell.tsx': [
    '/app/node_modules/@zag-js/menu/index.mjs',
    '/app/node_modules/zod/v4/mini/schemas.js',
    '/app/src/features/shell/app-shell.tsx', // a cycle
  ],
  '/app/node_modules/@chakra-ui/react/dialog.js': ['/app/node_modules/@ark-ui/react/dialog.js'],
  '/app/node_modules/@ark-ui/react/dialog.js': [
    '/app/node_modules/@ark-ui/react/portal.js',
    '/app/node_modules/@floating-ui/dom/index.mjs',
  ],
  // Two modules that import each other, one of them zag's user.
  '/app/node_modules/@ark-ui/react/portal.js': ['/app/node_modules/@ark-ui/react/dialog.js'],
  '/app/node_modules/@chakra-ui/react/box.js': ['/app/node_modules/@chakra-ui/react/styled.js'],
  '/app/node_modules/@chakra-ui/react/styled.js': ['/app/node_modules/@chakra-ui/react/box.js'],
  [RECIPE]: [ANATOMY],
  [ANATOMY]: ['/app/node_modules/@zag-js/menu/index.mjs'],
  [ROUTE_TREE]: [MODELS_ROUTE],
  [MODELS_ROUTE]: [],
  [MODELS_LOADER]: ['/app/src/api/generated/endpoints/models/models.ts'],
  '/app/src/api/generated/endpoints/models/models.ts': ['/app/node_modules/zod/v4/mini/schemas.js'],
  [MODELS_COMPONENT]: ['/app/node_modules/uplot/uPlot.esm.js'],
};
const routeChunks = { [MODELS_ROUTE]: [MODELS_LOADER, MODELS_COMPONENT] };

describe('signedInChunkName', () => {
  it('names every module the signed-in layout reaches statically by where it comes from', () => {
    const name = signedInChunkName(LAYOUT, ROUTE_TREE);
    const ctx = context(graph);
    expect(name(LAYOUT, ctx)).toBe('signed-in');
    expect(name('/app/src/features/shell/app-shell.tsx', ctx)).toBe('signed-in');
    expect(name('/app/node_modules/@chakra-ui/react/box.js', ctx)).toBe('signed-in-chakra');
    expect(name('/app/node_modules/@chakra-ui/react/styled.js', ctx)).toBe('signed-in-chakra');
    expect(name('/app/node_modules/zod/v4/mini/schemas.js', ctx)).toBe('signed-in-vendor');
  });

  it('puts zag, Floating UI and the components built on them in a chunk of their own, out of the first load', () => {
    const name = signedInChunkName(LAYOUT, ROUTE_TREE);
    const ctx = context(graph);
    expect(name('/app/node_modules/@zag-js/menu/index.mjs', ctx)).toBe('zag');
    expect(name('/app/node_modules/@floating-ui/dom/index.mjs', ctx)).toBe('zag');
    expect(name('/app/node_modules/@chakra-ui/react/dialog.js', ctx)).toBe('zag');
    expect(name('/app/node_modules/@ark-ui/react/dialog.js', ctx)).toBe('zag');
    expect(name('/app/node_modules/@ark-ui/react/portal.js', ctx)).toBe('zag');
    // The theme's recipes and the names of parts stay with the first load: the first screen styles by them.
    expect(name(RECIPE, ctx)).toBe('signed-in-chakra');
    expect(name(ANATOMY, ctx)).toBe('signed-in-chakra');
  });

  it('puts a zag module only a page uses in the zag chunk too', () => {
    const name = signedInChunkName(LAYOUT, ROUTE_TREE);
    const ctx = context({ ...graph, [MODELS_COMPONENT]: ['/app/node_modules/@zag-js/tabs/index.mjs'] });
    expect(name('/app/node_modules/@zag-js/tabs/index.mjs', ctx)).toBe('zag');
  });

  it("puts zag's runtime and the components built only on it in a chunk apart from the machines", () => {
    const name = signedInChunkName(LAYOUT, ROUTE_TREE);
    const ARK_INDEX = '/app/node_modules/@ark-ui/react/dist/index.js';
    const FIELD = '/app/node_modules/@chakra-ui/react/dist/esm/components/field/field.js';
    const ARK_FIELD = '/app/node_modules/@ark-ui/react/dist/components/field/field-root.js';
    const GROUP = '/app/node_modules/@chakra-ui/react/dist/esm/components/group/group.js';
    const ZAG_REACT = '/app/node_modules/@zag-js/react/dist/index.mjs';
    const ctx = context({
      ...graph,
      [MODELS_COMPONENT]: [FIELD, GROUP],
      [FIELD]: [ARK_FIELD],
      [ARK_FIELD]: [ZAG_REACT],
      [ZAG_REACT]: ['/app/node_modules/@zag-js/core/dist/index.mjs'],
      // Ark's index re-exports every component, the dialog among them; a helper is all a group takes.
      [GROUP]: [ARK_INDEX],
      [ARK_INDEX]: ['/app/node_modules/@ark-ui/react/dialog.js'],
    });
    for (const id of [FIELD, ARK_FIELD, ZAG_REACT, '/app/node_modules/@zag-js/core/dist/index.mjs', GROUP])
      expect(name(id, ctx), id).toBe('zag-base');
    expect(name(ARK_INDEX, ctx)).toBe('zag');
    expect(name('/app/node_modules/@chakra-ui/react/dialog.js', ctx)).toBe('zag');
    expect(name('/app/node_modules/@zag-js/menu/index.mjs', ctx)).toBe('zag');
  });

  it("leaves zod's JSON Schema conversion to the bundler although the layout reaches it (through zod core's index)", () => {
    const name = signedInChunkName(LAYOUT, ROUTE_TREE);
    const CORE_INDEX = '/app/node_modules/zod/v4/core/index.js';
    const ctx = context({
      ...graph,
      '/app/node_modules/zod/v4/mini/schemas.js': [CORE_INDEX],
      [CORE_INDEX]: [
        '/app/node_modules/zod/v4/core/schemas.js',
        '/app/node_modules/zod/v4/core/to-json-schema.js',
        '/app/node_modules/zod/v4/core/json-schema-processors.js',
      ],
    });
    expect(name('/app/node_modules/zod/v4/core/schemas.js', ctx)).toBe('signed-in-vendor');
    expect(name('/app/node_modules/zod/v4/core/to-json-schema.js', ctx)).toBeNull();
    expect(name('/app/node_modules/zod/v4/core/json-schema-processors.js', ctx)).toBeNull();
  });

  it('leaves modules the layout does not reach to the bundler (libraries only pages use)', () => {
    const name = signedInChunkName(LAYOUT, ROUTE_TREE);
    const ctx = context(graph, routeChunks);
    expect(name(MODELS_COMPONENT, ctx)).toBeNull();
    expect(name('/app/node_modules/uplot/uPlot.esm.js', ctx)).toBeNull();
  });

  it("puts the pages' route loaders and what they import with the signed-in chunks, not their components", () => {
    const name = signedInChunkName(LAYOUT, ROUTE_TREE);
    const ctx = context(graph, routeChunks);
    expect(name(MODELS_LOADER, ctx)).toBe('signed-in');
    expect(name('/app/src/api/generated/endpoints/models/models.ts', ctx)).toBe('signed-in');
    expect(name('/app/node_modules/zod/v4/mini/schemas.js', ctx)).toBe('signed-in-vendor');
    expect(name(MODELS_COMPONENT, ctx)).toBeNull();
  });

  it("puts the signed-in layout's route component and the pages' frame (header, error state) with the signed-in chunks", () => {
    const APP_ROUTE = '/app/src/routes/_app/route.tsx';
    const APP_COMPONENT = `${APP_ROUTE}?tsr-split=component`;
    const HEADER = '/app/src/ui/page-header.tsx';
    const ERROR_STATE = '/app/src/ui/errors/page-error-state.tsx';
    const ERROR_FACTS = '/app/src/ui/errors/error-facts.ts';
    const ctx = context(
      {
        ...graph,
        [ROUTE_TREE]: [MODELS_ROUTE, APP_ROUTE],
        [APP_ROUTE]: [],
        [APP_COMPONENT]: [LAYOUT],
        [HEADER]: ['/app/node_modules/@chakra-ui/react/box.js'],
        [ERROR_STATE]: [ERROR_FACTS],
        [ERROR_FACTS]: [],
        [MODELS_COMPONENT]: [HEADER, ERROR_STATE, '/app/node_modules/uplot/uPlot.esm.js'],
      },
      { ...routeChunks, [APP_ROUTE]: [APP_COMPONENT] },
    );
    const name = signedInChunkName(LAYOUT, ROUTE_TREE, [HEADER, ERROR_STATE]);
    for (const id of [APP_COMPONENT, HEADER, ERROR_STATE, ERROR_FACTS])
      expect(name(id, ctx), id).toBe('signed-in');
    expect(name(MODELS_COMPONENT, ctx)).toBeNull();
    expect(name('/app/node_modules/uplot/uPlot.esm.js', ctx)).toBeNull();
    // Without the frame, a page's header is a page's module.
    expect(signedInChunkName(LAYOUT, ROUTE_TREE)(HEADER, ctx)).toBeNull();
  });
});

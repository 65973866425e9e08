import { describe, expect, it } from 'vitest';

import { signedInChunkName } from './signed-in-chunks';

const LAYOUT = '/app/src/app/signed-in-layout.tsx';

/** A module graph: each id with the ids it imports statically. */
function context(graph: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] ?? [] } : null) };
}

const graph = {
  [LAYOUT]: ['/app/src/features/shell/app-shell.tsx', '/app/node_modules/@chakra-ui/react/dialog.js'],
  '/app/src/features/shell/app-shell.tsx': [
    '/app/node_modules/@zag-js/menu/index.mjs',
    '/app/node_modules/zod/v4/mini/schemas.js',
    '/app/src/features/shell/app-shell.tsx', // a cycle
  ],
  '/app/node_modules/@chakra-ui/react/dialog.js': ['/app/node_modules/@ark-ui/react/dialog.js'],
  '/app/node_modules/@ark-ui/react/dialog.js': ['/app/node_modules/@floating-ui/dom/index.mjs'],
  '/app/src/routes/models.tsx': ['/app/node_modules/uplot/uPlot.esm.js'],
};

describe('signedInChunkName', () => {
  it('names every module the signed-in layout reaches statically by where it comes from', () => {
    const name = signedInChunkName(LAYOUT);
    const ctx = context(graph);
    expect(name(LAYOUT, ctx)).toBe('signed-in');
    expect(name('/app/src/features/shell/app-shell.tsx', ctx)).toBe('signed-in');
    expect(name('/app/node_modules/@chakra-ui/react/dialog.js', ctx)).toBe('signed-in-chakra');
    expect(name('/app/node_modules/@ark-ui/react/dialog.js', ctx)).toBe('signed-in-chakra');
    expect(name('/app/node_modules/@zag-js/menu/index.mjs', ctx)).toBe('signed-in-zag');
    expect(name('/app/node_modules/@floating-ui/dom/index.mjs', ctx)).toBe('signed-in-zag');
    expect(name('/app/node_modules/zod/v4/mini/schemas.js', ctx)).toBe('signed-in-vendor');
  });

  it('leaves modules the layout does not reach to the bundler (libraries only pages use)', () => {
    const name = signedInChunkName(LAYOUT);
    const ctx = context(graph);
    expect(name('/app/src/routes/models.tsx', ctx)).toBeNull();
    expect(name('/app/node_modules/uplot/uPlot.esm.js', ctx)).toBeNull();
  });
});

/** What rolldown's chunking context offers a group's `name` function (the part used here). */
interface ChunkingContext {
  getModuleInfo(
    moduleId: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
}

/**
 * A rolldown `codeSplitting` name function: the signed-in layout and its static imports in four chunks rather
 * than dozens, as each request costs a phone a round trip (docs/performance.md, "Chunks and preloads").
 * The pages' route loaders, which the router plugin splits from their routes, join the console's chunk: a
 * loader starts its page's queries at the click and must not wait for a request of its own.
 */
export function signedInChunkName(layoutId: string, routeTreeId: string) {
  let shellModules: Set<string> | undefined;
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    shellModules ??= staticallyReachable([layoutId, ...routeLoaders(routeTreeId, ctx)], ctx);
    if (!shellModules.has(moduleId)) return null;
    if (/[\\/]node_modules[\\/](@chakra-ui|@ark-ui)[\\/]/.test(moduleId)) return 'signed-in-chakra';
    if (/[\\/]node_modules[\\/](@zag-js|@floating-ui)[\\/]/.test(moduleId)) return 'signed-in-zag';
    if (/[\\/]node_modules[\\/]/.test(moduleId)) return 'signed-in-vendor';
    return 'signed-in';
  };
}

/** The route loaders the router plugin splits from their routes (`?tsr-split=loader`). */
function routeLoaders(routeTreeId: string, ctx: ChunkingContext): string[] {
  return (ctx.getModuleInfo(routeTreeId)?.importedIds ?? []).flatMap((route) =>
    (ctx.getModuleInfo(route)?.dynamicallyImportedIds ?? []).filter((id) =>
      /[?&]tsr-split=loader\b/.test(id),
    ),
  );
}

function staticallyReachable(rootIds: readonly string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>(rootIds);
  const queue = [...rootIds];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  return seen;
}

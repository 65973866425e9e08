/** What rolldown's chunking context offers a group's `name` function (the part used here). */
interface ChunkingContext {
  getModuleInfo(
    moduleId: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
}

/**
 * A rolldown `codeSplitting` group's name function that puts the signed-in layout and everything it imports
 * statically (its shell, dialogs, Chakra system and their libraries) into four chunks, rather than the
 * forty-odd small shared chunks the bundler cuts by default:
 * - 'signed-in-chakra': Chakra UI and Ark UI;
 * - 'signed-in-zag': the Zag state machines and Floating UI under them;
 * - 'signed-in-vendor': the other libraries (zod, TanStack Query's mutations, icons, …);
 * - 'signed-in': the console's own modules.
 * A signed-in visit then waits for four requests instead of dozens, which on a phone's connection, where
 * each request costs a round trip and a browser opens at most six at a time per origin over HTTP/1.1, is
 * what kept its first paint late (Lighthouse mobile). Four, not one: every chunk after the first
 * load stays under the 60 KB budget. Modules of the first load keep their group ('app', a higher priority); modules only pages import keep the bundler's own chunking. The pages' route loaders, which the
 * router plugin splits from their routes, join the console's chunk with what they import: a loader starts
 * its page's queries at the click, and so must not wait for a request of its own.
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

/** What rolldown's chunking context offers a group's `name` function (the part used here). */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * A rolldown `codeSplitting` name function: the signed-in layout and its static imports in four chunks rather
 * than dozens, as each request costs a phone a round trip (docs/performance.md, "Chunks and preloads").
 */
export function signedInChunkName(layoutId: string) {
  let shellModules: Set<string> | undefined;
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    shellModules ??= staticallyReachable(layoutId, ctx);
    if (!shellModules.has(moduleId)) return null;
    if (/[\\/]node_modules[\\/](@chakra-ui|@ark-ui)[\\/]/.test(moduleId)) return 'signed-in-chakra';
    if (/[\\/]node_modules[\\/](@zag-js|@floating-ui)[\\/]/.test(moduleId)) return 'signed-in-zag';
    if (/[\\/]node_modules[\\/]/.test(moduleId)) return 'signed-in-vendor';
    return 'signed-in';
  };
}

function staticallyReachable(rootId: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>([rootId]);
  const queue = [rootId];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  return seen;
}

/** What rolldown's chunking context offers a group's `name` function (the part used here). */
interface ChunkingContext {
  getModuleInfo(
    moduleId: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
}

/**
 * A rolldown `codeSplitting` name function: the signed-in layout and its static imports in three chunks
 * rather than dozens, as each request costs a phone a round trip (docs/performance.md, "Chunks and
 * preloads"). The pages' route loaders, which the router plugin splits from their routes, join the console's
 * chunk: a loader starts its page's queries at the click and must not wait for a request of its own. So do the
 * layout's own route component, as split, and `pageFrameIds`: what every page starts with (its header, its
 * error state) and small modules several pages share, each otherwise a request of under 1 KB.
 *
 * Zag's state machines and Floating UI, with the Chakra and Ark components built on them, go to a chunk of
 * their own, `zag`, wherever they are used: the shell's first paint needs none of them (its menus, drawer
 * and toasts load after it), so that chunk is not part of the first load unless the page's own code uses
 * it. Zag's runtime without a machine (its React adapter, DOM helpers, utilities), with the components built
 * only on it (fields, inputs, native selects, groups), go to `zag-base`: a page of form fields needs that
 * one before it renders, and not the machines of its drawers and dialogs. Reached through Chakra's index,
 * every component looks static to the layout; this keeps them apart.
 */
export function signedInChunkName(
  layoutId: string,
  routeTreeId: string,
  pageFrameIds: readonly string[] = [],
) {
  let shellModules: Set<string> | undefined;
  const zag = zagReach();
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    const kind = zag(moduleId, ctx);
    if (kind) return kind;
    shellModules ??= staticallyReachable(
      [
        layoutId,
        ...routeLoaders(routeTreeId, ctx),
        ...signedInRouteComponent(routeTreeId, ctx),
        ...pageFrameIds,
      ],
      ctx,
    );
    if (!shellModules.has(moduleId) || ZOD_JSON_SCHEMA.test(moduleId)) return null;
    if (/[\\/]node_modules[\\/](@chakra-ui|@ark-ui)[\\/]/.test(moduleId)) return 'signed-in-chakra';
    if (/[\\/]node_modules[\\/]/.test(moduleId)) return 'signed-in-vendor';
    return 'signed-in';
  };
}

// Zod's JSON Schema conversion: only classic zod's schemas (the forms') call it; the shell's zod mini
// reaches it through zod core's index alone, so it would ride in the first load for nothing.
const ZOD_JSON_SCHEMA =
  /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors|json-schema-generator)\.js$/;
const ZAG = /[\\/]node_modules[\\/](@zag-js|@floating-ui)[\\/]/;
// Zag's packages but its runtime: each a state machine (or, Floating UI, what positions one).
const ZAG_MACHINE =
  /[\\/]node_modules[\\/](@floating-ui[\\/]|@zag-js[\\/](?!(react|core|store|utils|dom-query|types|anatomy|auto-resize)[\\/]))/;
const UI_LIBRARY = /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@floating-ui)[\\/]/;
// Names of parts, and the theme's recipes, which the first screen's styles need: never zag's share.
const THEME_SIDE = /anatomy|[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]/;
// Ark's index re-exports every component; a module importing a helper from it (`dataAttr`) gets only that.
const ARK_INDEX = /[\\/]@ark-ui[\\/]react[\\/]dist[\\/]index\.js$/;

/**
 * Whether a module of the UI libraries is, or imports at any depth, one that `target` matches; through Ark's
 * index too or not.
 */
function reach(target: RegExp, throughArkIndex: boolean) {
  const known = new Map<string, boolean>();
  const inScope = (id: string) => UI_LIBRARY.test(id) && !THEME_SIDE.test(id);
  const follow = (id: string) => inScope(id) && (throughArkIndex || !ARK_INDEX.test(id));
  return (moduleId: string, ctx: ChunkingContext): boolean => {
    if (!inScope(moduleId)) return false;
    const cached = known.get(moduleId);
    if (cached !== undefined) return cached;
    const seen = new Set([moduleId]);
    const queue = [moduleId];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (target.test(id) || known.get(id) === true) {
        known.set(moduleId, true);
        return true;
      }
      for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) {
        if (seen.has(imported) || !follow(imported) || known.get(imported) === false) continue;
        seen.add(imported);
        queue.push(imported);
      }
    }
    // Nothing the search went through reaches the target: none of it does.
    for (const id of seen) known.set(id, false);
    return false;
  };
}

/**
 * A module's zag chunk: `zag` if it reaches a machine other than through Ark's index, else `zag-base` if it
 * reaches zag at all (what reached zag only through that index stays out of the first load, as before).
 */
function zagReach() {
  const machine = reach(ZAG_MACHINE, false);
  const anyZag = reach(ZAG, true);
  return (moduleId: string, ctx: ChunkingContext): 'zag' | 'zag-base' | null =>
    machine(moduleId, ctx) ? 'zag' : anyZag(moduleId, ctx) ? 'zag-base' : null;
}

/** The route loaders the router plugin splits from their routes (`?tsr-split=loader`). */
function routeLoaders(routeTreeId: string, ctx: ChunkingContext): string[] {
  return (ctx.getModuleInfo(routeTreeId)?.importedIds ?? []).flatMap((route) =>
    (ctx.getModuleInfo(route)?.dynamicallyImportedIds ?? []).filter((id) =>
      /[?&]tsr-split=loader\b/.test(id),
    ),
  );
}

/** The signed-in layout's route component as the router plugin splits it (`_app/route.tsx?tsr-split=component`). */
function signedInRouteComponent(routeTreeId: string, ctx: ChunkingContext): string[] {
  return (ctx.getModuleInfo(routeTreeId)?.importedIds ?? []).flatMap((route) =>
    (ctx.getModuleInfo(route)?.dynamicallyImportedIds ?? []).filter((id) =>
      /[\\/]routes[\\/]_app[\\/]route\.tsx\?tsr-split=component\b/.test(id),
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

import { PAGES, type BuiltPagePath, type PagePath } from '@/config';

const BUILT_PATHS = new Set<string>(PAGES.filter((page) => page.built).map((page) => page.path));

function isBuiltPath(path: PagePath): path is BuiltPagePath {
  return BUILT_PATHS.has(path);
}

/** The router's target for a registry path: a built page's own route, or `/$section` for one not built. */
export function pageRoute(path: PagePath) {
  return isBuiltPath(path)
    ? ({ to: path } as const)
    : ({ to: '/$section', params: { section: path.slice(1) } } as const);
}

import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build, type OutputOptions, type TransformOptions } from 'rolldown';
import type { Plugin } from 'vite';

import type { FirstDataPaths } from '../../src/app/first-data-paths.ts';
import type { FirstLoadManifest, LanguageFiles } from '../../src/app/first-load-preloads.ts';

/** What the plugin reads of an output chunk. */
export interface ChunkInfo {
  readonly fileName: string;
  readonly name: string;
  readonly facadeModuleId: string | null;
  /** The chunks it imports statically (file names). */
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}

/**
 * Whether a signed-in visit needs the chunk first: the `_app` route's and the signed-in layout's
 * (signed-in-chunks.ts).
 */
export function isSignedInChunk(chunk: ChunkInfo): boolean {
  return (
    /^signed-in(-|$)/.test(chunk.name) ||
    /[\\/]src[\\/]routes[\\/]_app[\\/]route\.tsx(\?|$)/.test(chunk.facadeModuleId ?? '')
  );
}

/** The URLs of the signed-in app's chunks, in a stable order. */
export function signedInFiles(chunks: readonly ChunkInfo[]): string[] {
  return chunks
    .filter(isSignedInChunk)
    .map((chunk) => `/${chunk.fileName}`)
    .sort();
}

/**
 * The chunk of `fileName` and every chunk it imports statically, at any depth (cycles included), in the order
 * first reached; entry chunks and what lies behind them are left out.
 */
function chunkClosure(byFile: ReadonlyMap<string, ChunkInfo>, fileName: string): ChunkInfo[] {
  const found = new Map<string, ChunkInfo>();
  const visit = (name: string) => {
    const chunk = byFile.get(name);
    if (!chunk || chunk.isEntry || found.has(name)) return;
    found.set(name, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(fileName);
  return [...found.values()];
}

const PAGE_COMPONENT = /[\\/]src[\\/]routes[\\/]_app[\\/]([\w-]+)\.tsx\?tsr-split=component$/;

/**
 * For each signed-in page, the chunks its own code needs before it renders beyond the signed-in ones: its
 * component's chunk and every chunk that imports statically, zag's included (signed-in-chunks.ts). Asked for
 * with the signed-in chunks when the page is opened by its address, so none waits for the entry to have run
 * and the router to ask. Keyed by the page's path (`_app/index.tsx` is `/`, `_app/models.tsx` is `/models`).
 */
export function pageFirstFiles(chunks: readonly ChunkInfo[]): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pages: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const route = PAGE_COMPONENT.exec(chunk.facadeModuleId ?? '')?.[1];
    if (!route || route === 'route') continue;
    const files = chunkClosure(byFile, chunk.fileName).filter((needed) => !isSignedInChunk(needed));
    pages[route === 'index' ? '/' : `/${route}`] = files.map(({ fileName }) => `/${fileName}`);
  }
  return pages;
}

const STRINGS_MODULE = /[\\/]src[\\/]i18n[\\/](first-screen|signed-in)\.(\w+)\.ts$/;

/**
 * By language, the chunks of its first-screen and signed-in strings (src/i18n/first-screen.sv.ts and the
 * like), each with the chunks it imports at any depth but the entry's: a module preload fetches the module
 * only. English is left out: its strings ship with the code that shows them.
 */
export function stringsFiles(chunks: readonly ChunkInfo[]): Record<string, LanguageFiles> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byLanguage: Record<string, { firstScreen?: string[]; signedIn?: string[] }> = {};
  for (const chunk of chunks) {
    const [, part, language] = STRINGS_MODULE.exec(chunk.facadeModuleId ?? '') ?? [];
    if (!part || !language || language === 'en') continue;
    const files = (byLanguage[language] ??= {});
    files[part === 'first-screen' ? 'firstScreen' : 'signedIn'] = chunkClosure(byFile, chunk.fileName).map(
      ({ fileName }) => `/${fileName}`,
    );
  }
  return byLanguage;
}

/**
 * The signed-in chunks that import, at any depth, a chunk that is neither signed-in nor the entry (zag's, or
 * one of a page's): none may, or the shell's first paint waits for it (signed-in-chunks.ts).
 */
export function signedInChunksImportingOthers(chunks: readonly ChunkInfo[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return chunks
    .filter(
      (chunk) =>
        isSignedInChunk(chunk) &&
        chunkClosure(byFile, chunk.fileName).some((imported) => !isSignedInChunk(imported)),
    )
    .map((chunk) => chunk.fileName);
}

/** The id of index.html's data block: this build's signed-in chunks and strings chunks, by name. */
export const SIGNED_IN_FILES_ID = 'signed-in-chunks';

/** The id of the inline script that starts the first load's preloads (src/app/first-load-preloads.ts). */
export const FIRST_LOAD_PRELOADS_ID = 'first-load-preloads';

// Not `new URL(…, import.meta.url)`, which Vite (and so vitest) turns into an asset URL.
const SOURCE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const PRELOADS_MODULE = join(SOURCE_DIR, 'app/first-load-preloads.ts');

/**
 * `startFirstLoadPreloads` bundled into a classic script that runs as the parser reaches it: the same code as
 * the app's (the API base URL's rules, the status call's path), with only what it calls. Build-specific
 * values come from the data block, so the text, and its CSP hash, are the same for every build.
 */
export function signedInPreloadScript(): Promise<string> {
  script ??= bundlePreloadScript().catch((error: unknown) => {
    script = undefined; // a later build tries again
    throw error;
  });
  return script;
}

let script: Promise<string> | undefined;

/**
 * The app's module code `entryCode` imports, bundled alone with only what it calls: their modules' other
 * declarations are dropped (`treeshake`), as are unused imports of the generated code.
 */
async function bundleOnly(
  name: string,
  entryCode: string,
  options: { transform?: TransformOptions; output: OutputOptions },
): Promise<string> {
  const entryId = `\0${name}`;
  const result = await build({
    input: entryId,
    write: false,
    logLevel: 'silent',
    resolve: { alias: { '@': SOURCE_DIR } },
    treeshake: { moduleSideEffects: (id) => id === entryId },
    transform: options.transform,
    plugins: [
      {
        name,
        resolveId: (id) => (id === entryId ? id : null),
        load: (id) => (id === entryId ? entryCode : null),
      },
    ],
    output: options.output,
  });
  const [chunk] = result.output;
  return chunk.code.trim();
}

function bundlePreloadScript(): Promise<string> {
  return bundleOnly(
    'first-load-preloads-entry',
    `import { startFirstLoadPreloads } from ${JSON.stringify(PRELOADS_MODULE)};\n` +
      `startFirstLoadPreloads(window, ${JSON.stringify(SIGNED_IN_FILES_ID)});`,
    { transform: { target: 'es2020' }, output: { format: 'iife', minify: true } },
  );
}

const DATA_PATHS_MODULE = join(SOURCE_DIR, 'app/first-data-paths.ts');

/**
 * `firstDataPaths` (src/app/first-data-paths.ts) with a build's feature flags (`VITE_FEATURE_FLAGS`, as the
 * app reads them): bundled with only what it calls and run here, so the table has one home, the app's.
 */
export async function firstDataPathsFor(featureFlags: string | undefined): Promise<FirstDataPaths> {
  const code = await bundleOnly(
    'first-data-paths-entry',
    `export { firstDataPaths as default } from ${JSON.stringify(DATA_PATHS_MODULE)};`,
    {
      // The page's queries come with the API client, which reads its settings from the environment: the build's
      // flags, and no other setting (the client's defaults), as only the queries' keys are read here.
      transform: { define: { 'import.meta.env': JSON.stringify({ VITE_FEATURE_FLAGS: featureFlags ?? '' }) } },
      output: { format: 'esm' },
    },
  );
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  const module = (await import(url)) as { default: () => FirstDataPaths };
  return module.default();
}

/**
 * Adds to the built index.html the data block its preload script reads (this build's signed-in chunks, its
 * strings chunks by language, the API calls to ask for ahead and `VITE_API_BASE_URL`) and `signedInPreloadScript`, whose CSP hash
 * scripts/lib/nginx-site.mjs takes from the built page like the colour-mode script's.
 */
export function signedInPreload(): Plugin {
  let apiBaseUrl: string | undefined;
  let featureFlags: string | undefined;
  return {
    name: 'console:signed-in-preload',
    apply: 'build',
    configResolved(config) {
      const value = (config.env as Record<string, string | undefined>).VITE_API_BASE_URL?.trim();
      apiBaseUrl = value ? value : undefined;
      featureFlags = (config.env as Record<string, string | undefined>).VITE_FEATURE_FLAGS;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const files = signedInFiles(chunks);
        if (files.length === 0) throw new Error('signed-in-preload: no signed-in chunk in the bundle');
        const importing = signedInChunksImportingOthers(chunks);
        if (importing.length > 0) {
          throw new Error(
            `signed-in-preload: signed-in chunks import chunks outside the first load (${importing.join(', ')})`,
          );
        }
        const manifest: FirstLoadManifest = {
          files,
          pages: pageFirstFiles(chunks),
          strings: stringsFiles(chunks),
          data: await firstDataPathsFor(featureFlags),
          ...(apiBaseUrl ? { apiBaseUrl } : {}),
        };
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: SIGNED_IN_FILES_ID },
            children: JSON.stringify(manifest),
            injectTo: 'head',
          },
          {
            tag: 'script',
            attrs: { id: FIRST_LOAD_PRELOADS_ID },
            children: await signedInPreloadScript(),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

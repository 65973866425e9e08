import type { Plugin } from 'vite';

import { LOCAL_STORAGE_KEYS } from '../../src/config/constants.ts';

/** What the plugin reads of an output chunk. */
export interface ChunkInfo {
  readonly fileName: string;
  readonly name: string;
  readonly facadeModuleId: string | null;
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

/** The id of the data block in index.html that lists the signed-in app's chunks (this build's names). */
export const SIGNED_IN_FILES_ID = 'signed-in-chunks';

/**
 * Preloads the signed-in chunks while the entry downloads, for a browser signed in last time
 * (`signed_in_hint`), outside sign-in and sign-out (docs/performance.md, "Chunks and preloads"). Chunk names
 * come from a JSON block, so the CSP hash stays the same; old syntax, as it runs first.
 */
export function signedInPreloadScript(): string {
  return [
    '(function () {',
    '  try {',
    `    if (localStorage.getItem(${JSON.stringify(LOCAL_STORAGE_KEYS.signedInHint)}) !== 'true') return;`,
    '    var path = location.pathname;',
    "    if (path === '/auth' || path.indexOf('/auth/') === 0 || path === '/signout') return;",
    `    var list = document.getElementById(${JSON.stringify(SIGNED_IN_FILES_ID)});`,
    '    var files = JSON.parse(list.textContent);',
    '    for (var i = 0; i < files.length; i++) {',
    "      var link = document.createElement('link');",
    "      link.rel = 'modulepreload';",
    "      link.crossOrigin = '';",
    '      link.href = files[i];',
    '      document.head.appendChild(link);',
    '    }',
    '  } catch (e) {}',
    '})();',
  ].join('\n');
}

/**
 * Adds to the built index.html the list of this build's signed-in chunks (a JSON data block) and
 * `signedInPreloadScript`, whose CSP hash scripts/lib/nginx-site.mjs takes from the built page like the
 * colour-mode script's.
 */
export function signedInPreload(): Plugin {
  return {
    name: 'console:signed-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const files = signedInFiles(Object.values(bundle).filter((output) => output.type === 'chunk'));
        if (files.length === 0) throw new Error('signed-in-preload: no signed-in chunk in the bundle');
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: SIGNED_IN_FILES_ID },
            children: JSON.stringify(files),
            injectTo: 'head',
          },
          { tag: 'script', children: signedInPreloadScript(), injectTo: 'head' },
        ];
      },
    },
  };
}

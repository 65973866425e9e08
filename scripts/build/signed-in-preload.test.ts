import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { SIGNED_IN_FILES_ID, signedInFiles, signedInPreloadScript } from './signed-in-preload.ts';

const chunk = (fileName: string, name: string, facadeModuleId: string | null = null) => ({
  fileName,
  name,
  facadeModuleId,
});

describe('signedInFiles', () => {
  it('lists the signed-in layout’s four chunks and the _app route’s, and nothing a page or the entry owns', () => {
    const files = signedInFiles([
      chunk('assets/index-a.js', 'index', '/app/index.html'),
      chunk('assets/signed-in-zag-b.js', 'signed-in-zag'),
      chunk('assets/signed-in-c.js', 'signed-in'),
      chunk('assets/signed-in-chakra-d.js', 'signed-in-chakra'),
      chunk('assets/signed-in-vendor-e.js', 'signed-in-vendor'),
      chunk('assets/route-f.js', 'route', '/app/src/routes/_app/route.tsx?tsr-split=component'),
      chunk('assets/models-g.js', 'models', '/app/src/routes/_app/models.tsx?tsr-split=component'),
      chunk('assets/signed-in-hint-h.js', 'signed-inside'), // a name that only starts alike
      chunk('assets/time-series-chart-i.js', 'time-series-chart'),
    ]);
    expect(files).toEqual([
      '/assets/route-f.js',
      '/assets/signed-in-c.js',
      '/assets/signed-in-chakra-d.js',
      '/assets/signed-in-vendor-e.js',
      '/assets/signed-in-zag-b.js',
    ]);
  });
});

/** Runs the inline script in a page at `path` whose storage holds `stored`; returns the links it added. */
function runScript(path: string, stored: Record<string, string>, storageThrows = false) {
  const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const page = {
    location: { pathname: path },
    localStorage: {
      getItem(key: string) {
        if (storageThrows) throw new Error('SecurityError');
        return stored[key] ?? null;
      },
    },
    document: {
      getElementById: (id: string) =>
        id === SIGNED_IN_FILES_ID
          ? { textContent: JSON.stringify(['/assets/signed-in-a.js', '/assets/route-b.js']) }
          : null,
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
    },
  };
  runInNewContext(signedInPreloadScript(), page);
  return appended;
}

describe('signedInPreloadScript', () => {
  const hint = { signed_in_hint: 'true' };

  it('is the same text whatever the build, so its CSP hash is too (the chunk names are in a data block)', () => {
    expect(signedInPreloadScript()).not.toMatch(/assets/);
  });

  it('preloads the signed-in chunks as modules when the last status call was signed in', () => {
    for (const path of ['/', '/models', '/api-keys/', '/team']) {
      expect(runScript(path, hint)).toEqual([
        { rel: 'modulepreload', href: '/assets/signed-in-a.js', crossOrigin: '' },
        { rel: 'modulepreload', href: '/assets/route-b.js', crossOrigin: '' },
      ]);
    }
  });

  it('fetches nothing ahead for a new visitor, on the sign-in and sign-out screens, or without storage', () => {
    expect(runScript('/models', {})).toEqual([]);
    expect(runScript('/models', { signed_in_hint: 'false' })).toEqual([]);
    for (const path of ['/auth', '/auth/callback', '/signout']) expect(runScript(path, hint)).toEqual([]);
    expect(() => runScript('/models', hint, true)).not.toThrow();
    expect(runScript('/models', hint, true)).toEqual([]);
  });
});

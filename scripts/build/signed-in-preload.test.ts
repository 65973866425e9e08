import { createContext, runInContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { getGetAuthStatusUrl } from '../../src/api/generated/endpoints/auth/auth.ts';
import { firstDataPaths } from '../../src/app/first-data-paths.ts';
import { apiBaseUrl, environmentFromHost } from '../../src/config/environment.ts';
import { parseFeatureFlagOverrides, resolveFeatureFlags } from '../../src/config/feature-flags.ts';

import {
  firstDataPathsFor,
  pageFirstFiles,
  SIGNED_IN_FILES_ID,
  signedInFiles,
  signedInChunksImportingOthers,
  signedInPreloadScript,
  stringsFiles,
} from './signed-in-preload.ts';

const chunk = (fileName: string, name: string, facadeModuleId: string | null = null) => ({
  fileName,
  name,
  facadeModuleId,
});

describe('signedInFiles', () => {
  it('lists the signed-in layout’s chunks and the _app route’s, and nothing a page, zag or the entry owns', () => {
    const files = signedInFiles([
      chunk('assets/index-a.js', 'index', '/app/index.html'),
      chunk('assets/zag-b.js', 'zag'),
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
    ]);
  });
});

describe('signedInChunksImportingOthers', () => {
  it('names a signed-in chunk that imports, at any depth, a chunk outside the first load, and no other', () => {
    const chunks = [
      { ...chunk('assets/index-e.js', 'index', '/app/index.html'), isEntry: true, imports: [] },
      { ...chunk('assets/zag-z.js', 'zag'), imports: [] },
      { ...chunk('assets/helper-h.js', 'helper'), imports: ['assets/zag-z.js'] },
      {
        ...chunk('assets/signed-in-a.js', 'signed-in'),
        imports: ['assets/signed-in-vendor-b.js', 'assets/index-e.js'],
      },
      { ...chunk('assets/signed-in-vendor-b.js', 'signed-in-vendor'), imports: ['assets/signed-in-a.js'] },
      { ...chunk('assets/signed-in-chakra-c.js', 'signed-in-chakra'), imports: ['assets/helper-h.js'] },
      { ...chunk('assets/models-m.js', 'models'), imports: ['assets/zag-z.js'] },
    ];
    expect(signedInChunksImportingOthers(chunks)).toEqual(['assets/signed-in-chakra-c.js']);
    expect(signedInChunksImportingOthers(chunks.filter((c) => c.name !== 'signed-in-chakra'))).toEqual([]);
  });

  it("names a signed-in chunk that imports zag's runtime chunk, or a page's schemas", () => {
    const chunks = [
      { ...chunk('assets/zag-base-b.js', 'zag-base'), imports: [] },
      { ...chunk('assets/schemas-s.js', 'schemas'), imports: [] },
      { ...chunk('assets/signed-in-a.js', 'signed-in'), imports: ['assets/zag-base-b.js'] },
      { ...chunk('assets/signed-in-vendor-v.js', 'signed-in-vendor'), imports: ['assets/schemas-s.js'] },
    ];
    expect(signedInChunksImportingOthers(chunks)).toEqual([
      'assets/signed-in-a.js',
      'assets/signed-in-vendor-v.js',
    ]);
  });
});

describe('pageFirstFiles', () => {
  const page = (file: string, route: string, imports: string[]) => ({
    fileName: file,
    name: route,
    facadeModuleId: `/app/src/routes/_app/${route}.tsx?tsr-split=component`,
    imports,
  });
  it("lists, by path, each page's chunk and every chunk it imports at any depth, but no signed-in chunk or the entry", () => {
    const chunks = [
      { ...chunk('assets/index-e.js', 'index'), isEntry: true, imports: [] },
      { ...chunk('assets/zag-z.js', 'zag'), imports: ['assets/zag-base-b.js', 'assets/index-e.js'] },
      { ...chunk('assets/zag-base-b.js', 'zag-base'), imports: ['assets/index-e.js'] },
      { ...chunk('assets/signed-in-s.js', 'signed-in'), imports: ['assets/index-e.js'] },
      { ...chunk('assets/header-h.js', 'page-header'), imports: ['assets/signed-in-s.js'] },
      { ...chunk('assets/drawer-d.js', 'drawer'), imports: ['assets/zag-z.js', 'assets/header-h.js'] },
      page('assets/api-keys-a.js', 'api-keys', ['assets/signed-in-s.js', 'assets/drawer-d.js']),
      page('assets/models-m.js', 'models', ['assets/zag-base-b.js', 'assets/header-h.js']),
      page('assets/_app-i.js', 'index', ['assets/signed-in-s.js', 'assets/index-e.js']),
      page('assets/team-t.js', 'team', ['assets/team-t.js']), // a cycle
    ];
    expect(pageFirstFiles(chunks)).toEqual({
      '/api-keys': [
        '/assets/api-keys-a.js',
        '/assets/drawer-d.js',
        '/assets/zag-z.js',
        '/assets/zag-base-b.js',
        '/assets/header-h.js',
      ],
      '/models': ['/assets/models-m.js', '/assets/zag-base-b.js', '/assets/header-h.js'],
      '/': ['/assets/_app-i.js'],
      '/team': ['/assets/team-t.js'],
    });
  });

  it('lists no page for the signed-in layout, the not-built sections or a chunk outside the pages', () => {
    const chunks = [
      { ...chunk('assets/route-r.js', 'route', '/app/src/routes/_app/route.tsx?tsr-split=component') },
      {
        ...chunk('assets/section-x.js', '$section', '/app/src/routes/_app/$section.tsx?tsr-split=component'),
      },
      { ...chunk('assets/auth-a.js', 'auth', '/app/src/routes/auth.tsx?tsr-split=component') },
      { ...chunk('assets/models-m.js', 'models', '/app/src/routes/_app/models.tsx') },
    ];
    expect(pageFirstFiles(chunks)).toEqual({});
  });
});

describe('stringsFiles', () => {
  it('lists each language’s first-screen and signed-in strings chunks, and no English or other chunk', () => {
    expect(
      stringsFiles([
        { ...chunk('assets/index-a.js', 'index', '/app/index.html'), isEntry: true },
        chunk('assets/first-screen.sv-b.js', 'first-screen.sv', '/app/src/i18n/first-screen.sv.ts'),
        // Its imports come along, at any depth and cycles included, but never the entry's chunk.
        {
          ...chunk('assets/signed-in.sv-c.js', 'signed-in.sv', '/app/src/i18n/signed-in.sv.ts'),
          imports: ['assets/payments.sv-f.js', 'assets/index-a.js'],
        },
        chunk('assets/signed-in.de-d.js', 'signed-in.de', 'C:\\app\\src\\i18n\\signed-in.de.ts'),
        chunk('assets/signed-in.en-e.js', 'signed-in.en', '/app/src/i18n/signed-in.en.ts'),
        {
          ...chunk('assets/payments.sv-f.js', 'payments.sv', '/app/src/i18n/payments.sv.ts'),
          imports: ['assets/shared-h.js'],
        },
        { ...chunk('assets/shared-h.js', 'shared'), imports: ['assets/payments.sv-f.js'] },
        chunk('assets/signed-in-g.js', 'signed-in', '/app/src/app/signed-in.ts'),
      ]),
    ).toEqual({
      sv: {
        firstScreen: ['/assets/first-screen.sv-b.js'],
        signedIn: ['/assets/signed-in.sv-c.js', '/assets/payments.sv-f.js', '/assets/shared-h.js'],
      },
      de: { signedIn: ['/assets/signed-in.de-d.js'] },
    });
  });
});

interface Added {
  rel: string;
  href: string;
  crossOrigin: string | null;
  as?: string;
}

/**
 * Runs the built inline script (as the browser would: a classic script with `window` as its global) in a page
 * at `url` whose storage holds `stored` and whose data block is `manifest`; returns the links it added.
 */
async function runScript(
  url: string,
  stored: Record<string, string>,
  {
    manifest = { files: FILES },
    storageThrows = false,
    setup = '',
  }: { manifest?: object | null; storageThrows?: boolean; setup?: string } = {},
) {
  const appended: Added[] = [];
  const { pathname, hostname } = new URL(url);
  const page: Record<string, unknown> = {
    location: { pathname, hostname },
    localStorage: {
      getItem(key: string) {
        if (storageThrows) throw new Error('SecurityError');
        return stored[key] ?? null;
      },
    },
    document: {
      getElementById: (id: string) =>
        id === SIGNED_IN_FILES_ID ? { textContent: JSON.stringify(manifest) } : null,
      createElement: (): Added => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: Added) => appended.push(link) },
    },
  };
  page.window = page;
  const context = createContext(page);
  runInContext(setup, context);
  runInContext(await signedInPreloadScript(), context);
  return appended;
}

const FILES = ['/assets/signed-in-a.js', '/assets/route-b.js'];
const chunkLinks = FILES.map((href) => ({ rel: 'modulepreload', href, crossOrigin: '' }));
const statusLink = (href: string) => ({ rel: 'preload', as: 'fetch', href, crossOrigin: 'use-credentials' });

describe('signedInPreloadScript', () => {
  const hint = { signed_in_hint: 'true' };

  it('is the same text whatever the build, so its CSP hash is too (the build’s values are in a data block)', async () => {
    const script = await signedInPreloadScript();
    // Nothing a build sets: chunk names, ports, build-time variables.
    expect(script).not.toMatch(/assets|localhost:\d|VITE_|import\.meta/);
  });

  it('preloads the signed-in chunks and the auth status call when the last status call was signed in', async () => {
    for (const path of ['/', '/models', '/api-keys/', '/team']) {
      expect(await runScript(`https://console.example.eu${path}`, hint)).toEqual([
        ...chunkLinks,
        statusLink('https://api.example.eu/v1/auth/status'),
      ]);
    }
  });

  it('asks the status call at the URL the API client fetches, on every deployment and with a build-time base', async () => {
    const cases: [page: string, manifest: object, status: string][] = [
      ['https://console.stage.example.eu/models', { files: FILES }, 'https://api.stage.example.eu'],
      ['http://localhost:5173/models', { files: FILES }, 'http://localhost:3000'],
      [
        'http://localhost:4173/',
        { files: FILES, apiBaseUrl: 'http://localhost:3190/' },
        'http://localhost:3190',
      ],
      ['https://console.example.eu/', { files: FILES, apiBaseUrl: '/api' }, '/api'],
    ];
    for (const [page, manifest, base] of cases) {
      const { hostname } = new URL(page);
      const env = environmentFromHost(hostname);
      const override = (manifest as { apiBaseUrl?: string }).apiBaseUrl;
      const clientUrl = `${apiBaseUrl(env, { hostname }, override)}${getGetAuthStatusUrl()}`;
      expect(clientUrl).toBe(`${base}/v1/auth/status`);
      expect((await runScript(page, hint, { manifest })).at(-1)).toEqual(statusLink(clientUrl));
    }
  });

  it('adds the chunks a page’s own code needs first for that page only, with or without a trailing slash', async () => {
    const manifest = { files: FILES, pages: { '/api-keys': ['/assets/zag-z.js'] } };
    const zag = { rel: 'modulepreload', href: '/assets/zag-z.js', crossOrigin: '' };
    const page = 'https://console.example.eu';
    for (const path of ['/api-keys', '/api-keys/']) {
      expect(await runScript(`${page}${path}`, hint, { manifest })).toEqual([
        ...chunkLinks,
        zag,
        statusLink('https://api.example.eu/v1/auth/status'),
      ]);
    }
    for (const path of ['/', '/models', '/__proto__', '/constructor']) {
      expect(await runScript(`${page}${path}`, hint, { manifest })).toEqual([
        ...chunkLinks,
        statusLink('https://api.example.eu/v1/auth/status'),
      ]);
    }
  });

  const STRINGS = {
    sv: {
      firstScreen: ['/assets/first-screen.sv-s.js'],
      signedIn: ['/assets/signed-in.sv-t.js', '/assets/payments.sv-u.js'],
    },
  };
  const preload = (href: string) => ({ rel: 'modulepreload', href, crossOrigin: '' });

  it('asks for the stored language’s first-screen strings on every screen, and its signed-in strings with the signed-in chunks', async () => {
    const manifest = { files: FILES, strings: STRINGS };
    const page = 'https://console.example.eu';
    const swedish = { language: 'sv' };
    for (const path of ['/auth', '/signout', '/models']) {
      expect(await runScript(`${page}${path}`, swedish, { manifest })).toEqual([
        preload('/assets/first-screen.sv-s.js'),
      ]);
    }
    expect(await runScript(`${page}/auth`, { ...swedish, ...hint }, { manifest })).toEqual([
      preload('/assets/first-screen.sv-s.js'),
    ]);
    expect(await runScript(`${page}/models`, { ...swedish, ...hint }, { manifest })).toEqual([
      preload('/assets/first-screen.sv-s.js'),
      ...chunkLinks,
      preload('/assets/signed-in.sv-t.js'),
      preload('/assets/payments.sv-u.js'),
      statusLink('https://api.example.eu/v1/auth/status'),
    ]);
  });

  it('asks for no strings in English, in no stored language, or in one the build has none for', async () => {
    const manifest = { files: FILES, strings: STRINGS };
    const page = 'https://console.example.eu';
    const signedIn = [...chunkLinks, statusLink('https://api.example.eu/v1/auth/status')];
    const stores: Record<string, string>[] = [
      {},
      { language: 'en' },
      { language: 'de' },
      { language: '__proto__' },
    ];
    for (const stored of stores) {
      expect(await runScript(`${page}/models`, { ...stored, ...hint }, { manifest })).toEqual(signedIn);
      expect(await runScript(`${page}/auth`, stored, { manifest })).toEqual([]);
    }
    // A build without strings chunks, or a bad field: the signed-in app's preloads all the same.
    for (const bad of [{ files: FILES }, { files: FILES, strings: null }, { files: FILES, strings: 'sv' }]) {
      expect(await runScript(`${page}/models`, { language: 'sv', ...hint }, { manifest: bad })).toEqual(
        signedIn,
      );
    }
  });

  it('asks for no chunk the build did not list, whatever the stored language and even with a polluted prototype', async () => {
    const manifest = { files: FILES, strings: STRINGS };
    const page = 'https://console.example.eu';
    const setup = "Object.prototype.firstScreen = ['/evil.js']; Object.prototype.signedIn = ['/evil.js'];";
    for (const language of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '../sv']) {
      const links = await runScript(`${page}/models`, { language, ...hint }, { manifest, setup });
      expect(links.map(({ href }) => href)).not.toContain('/evil.js');
      expect(links).toEqual([...chunkLinks, statusLink('https://api.example.eu/v1/auth/status')]);
    }
  });

  it('fetches nothing ahead for a new visitor, on the sign-in and sign-out screens, or without storage or data', async () => {
    const page = 'https://console.example.eu';
    expect(await runScript(`${page}/models`, {})).toEqual([]);
    expect(await runScript(`${page}/models`, { signed_in_hint: 'false' })).toEqual([]);
    for (const path of ['/auth', '/auth/callback', '/signout', '/signout/']) {
      expect(await runScript(`${page}${path}`, hint)).toEqual([]);
    }
    expect(await runScript(`${page}/models`, hint, { storageThrows: true })).toEqual([]);
    expect(await runScript(`${page}/models`, hint, { manifest: ['/assets/old-format.js'] })).toEqual([]);
  });

  const DATA = {
    shell: ['/health'],
    pages: { '/': ['/v1/api-keys', '/v1/models'], '/models': ['/v1/models'] },
  };
  const call = (path: string) => statusLink(`https://api.example.eu${path}`);

  it("asks for the shell's calls and the page's loader's after the status call, on that page only", async () => {
    const manifest = { files: FILES, data: DATA };
    const page = 'https://console.example.eu';
    const status = call('/v1/auth/status');
    expect(await runScript(`${page}/`, hint, { manifest })).toEqual([
      ...chunkLinks,
      status,
      call('/health'),
      call('/v1/api-keys'),
      call('/v1/models'),
    ]);
    for (const path of ['/models', '/models/']) {
      expect(await runScript(`${page}${path}`, hint, { manifest })).toEqual([
        ...chunkLinks,
        status,
        call('/health'),
        call('/v1/models'),
      ]);
    }
    for (const path of ['/team', '/__proto__', '/hasOwnProperty']) {
      expect(await runScript(`${page}${path}`, hint, { manifest })).toEqual([
        ...chunkLinks,
        status,
        call('/health'),
      ]);
    }
    // At the API's address on every deployment, as the status call.
    expect(
      await runScript('http://localhost:4173/models', hint, {
        manifest: { ...manifest, apiBaseUrl: 'http://localhost:3190' },
      }),
    ).toContainEqual(statusLink('http://localhost:3190/v1/models'));
    // Nothing for a new visitor or on the sign-in screen.
    expect(await runScript(`${page}/models`, {}, { manifest })).toEqual([]);
    expect(await runScript(`${page}/auth`, hint, { manifest })).toEqual([]);
  });

  it('asks for nothing in the data block but API paths, and a bad block costs only its own preloads', async () => {
    const page = 'https://console.example.eu';
    const signedIn = [...chunkLinks, call('/v1/auth/status')];
    const bad = [
      null,
      '/health',
      ['/health'],
      { shell: '/health', pages: '/models' },
      { shell: { 0: '/health' }, pages: { '/models': '/v1/models' } },
      { shell: [42, null, {}, 'https://evil.example/x', '//evil.example/x', 'v1/models'] },
      { pages: { '/models': ['//evil.example/x', ['/v1/models']] } },
    ];
    for (const data of bad) {
      expect(await runScript(`${page}/models`, hint, { manifest: { files: FILES, data } })).toEqual(signedIn);
    }
    const setup = "Object.prototype.shell = ['/evil']; Object.prototype['/models'] = ['/evil'];";
    const links = await runScript(`${page}/models`, hint, { manifest: { files: FILES, data: {} }, setup });
    expect(links).toEqual(signedIn);
  });
});

describe('firstDataPathsFor', () => {
  it("is the app's table with the build's feature flags: a page switched off asks for nothing", async () => {
    for (const flags of [undefined, '', '-team,-overview', 'models,-apiKeys']) {
      const expected = firstDataPaths(resolveFeatureFlags(parseFeatureFlagOverrides(flags)));
      expect(await firstDataPathsFor(flags)).toEqual(expected);
    }
    const { pages } = await firstDataPathsFor('-team,-overview');
    expect(Object.keys(pages)).not.toContain('/team');
    expect(Object.keys(pages)).not.toContain('/');
    expect(pages['/models']).toEqual(['/v1/models']);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium, type Browser, type BrowserContext } from '@playwright/test';

import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium.mjs';
import { signInDemoAdmin, startProductionBuild } from './production-build.ts';

/**
 * What a visitor's first load downloads (the production build against the mock platform, JS at gzip -9),
 * against the first-load and page-chunk budgets below (docs/performance.md, "What the benches measure").
 */
export const AUTH_BUDGET_KB = 220;
export const CHUNK_BUDGET_KB = 60;
/**
 * A signed-in admin's cold load of a page, the part asked for before the first contentful paint. Like the
 * others, a regression guard a little above today's figures, so a change that adds to it shows.
 */
export const SIGNED_IN_BUDGET_KB = 285;
/** Signed-in pages held to the same budget besides the overview (the Lighthouse bench's). */
export const SIGNED_IN_PAGES = ['/models', '/api-keys'];

const gzipKb = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;
const round = (kb: number) => Math.round(kb * 10) / 10;

export interface ChunkSize {
  readonly file: string;
  readonly kb: number;
}

export interface FirstLoad {
  readonly path: string;
  readonly jsKb: number;
  readonly files: ChunkSize[];
  /** Stylesheets fetched (gzip): Chakra's runtime writes its styles from the JavaScript, so usually none. */
  readonly cssKb: number;
  /** index.html itself (gzip), with its inline colour-mode script and page colours. */
  readonly htmlKb: number;
  /** The JavaScript asked for before the first contentful paint (what the paint waited for, at most). */
  readonly beforePaint: { readonly jsKb: number; readonly files: ChunkSize[] };
}

export interface BundleResult {
  /** A new visitor opening /auth (the first-load budget). */
  readonly authJsKb: number;
  readonly authFiles: ChunkSize[];
  /** The same first load, with its stylesheets and HTML. */
  readonly auth: FirstLoad;
  /** A new visitor opening / (sent on to /auth). */
  readonly rootSignedOut: FirstLoad;
  /** The signed-in demo admin opening / with an empty cache (the signed-in budget; null: not measured). */
  readonly rootSignedIn: FirstLoad | null;
  /** The other signed-in pages' cold loads (`SIGNED_IN_PAGES`). */
  readonly pagesSignedIn: readonly FirstLoad[];
  /** The largest chunk that is not part of a new visitor's first load (the page-chunk budget). */
  readonly largestPageChunk: ChunkSize;
  /** The largest chunk of the first load (bound by the first-load budget only). */
  readonly largestFirstLoadChunk: ChunkSize;
  readonly budgets: { authJsKb: number; signedInJsKb: number; pageChunkKb: number };
  readonly withinBudget: boolean;
}

/** Every JavaScript file of `base` that a fresh page of `context` fetches for `path`, until idle. */
async function firstLoad(context: BrowserContext, base: string, outDir: string, path: string) {
  const files = new Set<string>();
  const stylesheets = new Set<string>();
  const page = await context.newPage();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === base && url.pathname.endsWith('.js')) files.add(url.pathname);
    if (url.origin === base && url.pathname.endsWith('.css')) stylesheets.add(url.pathname);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  // Requests started before the first contentful paint (resource timing, ms since navigation start).
  const paintedEarly = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < paint)
      .map((entry) => new URL(entry.name).pathname);
  });
  await page.close();
  const sizeOf = (list: Iterable<string>) =>
    [...list].map((file) => ({ file, kb: round(gzipKb(join(outDir, file))) })).sort((a, b) => b.kb - a.kb);
  const sized = sizeOf(files);
  const early = sizeOf(paintedEarly.filter((file) => files.has(file)));
  const cssKb = round([...stylesheets].reduce((sum, file) => sum + gzipKb(join(outDir, file)), 0));
  const htmlKb = round(gzipKb(join(outDir, 'index.html')));
  const total = (list: ChunkSize[]) => round(list.reduce((sum, { kb }) => sum + kb, 0));
  return {
    path,
    jsKb: total(sized),
    files: sized,
    cssKb,
    htmlKb,
    beforePaint: { jsKb: total(early), files: early },
  };
}

async function measure(browser: Browser, base: string, api: string, outDir: string) {
  // A fresh context each: nothing cached, no storage, like a new visitor.
  const visitor = async (path: string) => {
    const context = await browser.newContext();
    try {
      return await firstLoad(context, base, outDir, path);
    } finally {
      await context.close();
    }
  };
  const auth = await visitor('/auth');
  const rootSignedOut = await visitor('/');

  let rootSignedIn: FirstLoad | null = null;
  const pagesSignedIn: FirstLoad[] = [];
  const signingIn = await browser.newContext();
  try {
    await signInDemoAdmin(signingIn, base, api);
    const storageState = await signingIn.storageState();
    // A fresh context for each page: a cold cache, the session kept.
    const signedInLoad = async (path: string) => {
      const signedIn = await browser.newContext({ storageState });
      try {
        return await firstLoad(signedIn, base, outDir, path);
      } finally {
        await signedIn.close();
      }
    };
    rootSignedIn = await signedInLoad('/');
    for (const path of SIGNED_IN_PAGES) pagesSignedIn.push(await signedInLoad(path));
  } catch (error) {
    console.warn(`bench: the signed-in first load was not measured (${String(error)})`);
  } finally {
    await signingIn.close();
  }
  return { auth, rootSignedOut, rootSignedIn, pagesSignedIn };
}

/** Every byte budget met; a page that was not measured misses its budget. */
export function isWithinBudget({
  auth,
  rootSignedOut,
  rootSignedIn,
  pagesSignedIn,
  largestPageChunk,
}: Pick<
  BundleResult,
  'auth' | 'rootSignedOut' | 'rootSignedIn' | 'pagesSignedIn' | 'largestPageChunk'
>): boolean {
  const signedInWithin = (load: FirstLoad | null | undefined) =>
    load !== null && load !== undefined && load.beforePaint.jsKb <= SIGNED_IN_BUDGET_KB;
  return (
    auth.jsKb <= AUTH_BUDGET_KB &&
    rootSignedOut.jsKb <= AUTH_BUDGET_KB &&
    signedInWithin(rootSignedIn) &&
    SIGNED_IN_PAGES.every((path) => signedInWithin(pagesSignedIn.find((load) => load.path === path))) &&
    largestPageChunk.kb <= CHUNK_BUDGET_KB
  );
}

export async function runBundleBench(): Promise<BundleResult> {
  const { base, api, outDir, stop } = await startProductionBuild();
  try {
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    const { auth, rootSignedOut, rootSignedIn, pagesSignedIn } = await measure(
      browser,
      base,
      api,
      outDir,
    ).finally(() => browser.close());

    const firstLoadFiles = new Set([...auth.files, ...rootSignedOut.files].map(({ file }) => file));
    const chunks = readdirSync(join(outDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file: `/assets/${file}`, kb: round(gzipKb(join(outDir, 'assets', file))) }))
      .sort((a, b) => b.kb - a.kb);
    const none = { file: '-', kb: 0 };
    const largestPageChunk = chunks.find(({ file }) => !firstLoadFiles.has(file)) ?? none;
    const largestFirstLoadChunk = chunks.find(({ file }) => firstLoadFiles.has(file)) ?? none;
    return {
      authJsKb: auth.jsKb,
      authFiles: auth.files,
      auth,
      rootSignedOut,
      rootSignedIn,
      pagesSignedIn,
      largestPageChunk,
      largestFirstLoadChunk,
      budgets: {
        authJsKb: AUTH_BUDGET_KB,
        signedInJsKb: SIGNED_IN_BUDGET_KB,
        pageChunkKb: CHUNK_BUDGET_KB,
      },
      withinBudget: isWithinBudget({ auth, rootSignedOut, rootSignedIn, pagesSignedIn, largestPageChunk }),
    };
  } finally {
    stop();
  }
}

export function reportBundleBench(result: BundleResult): string {
  const mark = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');
  const files = (list: ChunkSize[], limit = 6) =>
    list.slice(0, limit).map(({ file, kb }) => `      ${kb.toFixed(1).padStart(6)} KB  ${file}`);
  const load = (label: string, { jsKb, files: list, cssKb, htmlKb }: FirstLoad, budget?: number) =>
    `  ${label.padEnd(24)} ${jsKb.toFixed(1).padStart(6)} KB JS in ${list.length} files, ${cssKb.toFixed(1)} KB CSS, ${htmlKb.toFixed(1)} KB HTML` +
    (budget === undefined ? '' : `   budget ${budget} KB  ${mark(jsKb <= budget)}`);
  const { rootSignedIn, pagesSignedIn, largestPageChunk, largestFirstLoadChunk } = result;
  const beforePaint = ({ path, beforePaint: { jsKb, files: list } }: FirstLoad) =>
    `  ${`${path}, before paint`.padEnd(24)} ${jsKb.toFixed(1).padStart(6)} KB JS in ${list.length} files   budget ${SIGNED_IN_BUDGET_KB} KB  ${mark(jsKb <= SIGNED_IN_BUDGET_KB)}`;
  return [
    '\nBundle (production build, gzip -9)',
    load('/auth, new visitor', result.auth, AUTH_BUDGET_KB),
    ...files(result.authFiles),
    load('/ → /auth, new visitor', result.rootSignedOut, AUTH_BUDGET_KB),
    ...(rootSignedIn
      ? [
          load('/, signed in (cold)', rootSignedIn),
          `  … before the first paint ${rootSignedIn.beforePaint.jsKb.toFixed(1).padStart(6)} KB JS in ${rootSignedIn.beforePaint.files.length} files   budget ${SIGNED_IN_BUDGET_KB} KB  ${mark(rootSignedIn.beforePaint.jsKb <= SIGNED_IN_BUDGET_KB)}`,
          ...files(rootSignedIn.beforePaint.files),
        ]
      : ['  /, signed in (cold)      not measured  OVER BUDGET']),
    ...SIGNED_IN_PAGES.flatMap((path) => {
      const page = pagesSignedIn.find((load) => load.path === path);
      return page
        ? [beforePaint(page), ...files(page.beforePaint.files, 12)]
        : [`  ${`${path}, before paint`.padEnd(24)} not measured  OVER BUDGET`];
    }),
    `  largest page chunk       ${largestPageChunk.kb.toFixed(1).padStart(6)} KB  ${largestPageChunk.file}   budget ${CHUNK_BUDGET_KB} KB  ${mark(largestPageChunk.kb <= CHUNK_BUDGET_KB)}`,
    `  largest first-load chunk ${largestFirstLoadChunk.kb.toFixed(1).padStart(6)} KB  ${largestFirstLoadChunk.file}   (first-load budget only)`,
  ].join('\n');
}

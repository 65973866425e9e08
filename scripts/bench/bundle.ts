import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium, type Browser, type BrowserContext } from '@playwright/test';

import { DEMO_ADMIN } from '../../src/mocks/store/demo.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium.ts';

/**
 * What a visitor's first load downloads: the production build (no mock mode) served by `vite preview`,
 * talking to the mock platform (so /auth shows what a visitor without a session really gets), opened in
 * Chromium; every JavaScript file fetched until the network is idle counted at gzip -9.
 *
 * Budgets: issue 4, the first screen of a new visitor at most 170 KB of JavaScript, whether they open /auth
 * or / (which sends them to /auth); issue 8, every page chunk (any chunk not part of that first load) at
 * most 60 KB. Also reported, without a budget: the first load of / for a signed-in user (cold cache).
 */
export const AUTH_BUDGET_KB = 170;
export const CHUNK_BUDGET_KB = 60;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

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
}

export interface BundleResult {
  /** A new visitor opening /auth (the budget of issue 4). */
  readonly authJsKb: number;
  readonly authFiles: ChunkSize[];
  /** A new visitor opening / (sent on to /auth). */
  readonly rootSignedOut: FirstLoad;
  /** The signed-in demo admin opening / with an empty cache (no budget). */
  readonly rootSignedIn: FirstLoad | null;
  /** The largest chunk that is not part of a new visitor's first load (the budget of issue 8). */
  readonly largestPageChunk: ChunkSize;
  /** The largest chunk of the first load (bound by the first-load budget only). */
  readonly largestFirstLoadChunk: ChunkSize;
  readonly budgets: { authJsKb: number; pageChunkKb: number };
  readonly withinBudget: boolean;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('bench: no free port'));
      });
    });
  });
}

async function waitFor(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`bench: ${url} did not answer within ${timeoutMs} ms`);
}

/** The mock platform (as scripts/e2e-server.mjs starts it), resolved once it listens. */
async function startMockPlatform(apiPort: number, consoleOrigin: string): Promise<ChildProcess> {
  const child = fork(join(root, 'scripts/mock-platform/main.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: join(root, 'tsconfig.node.json'),
      MOCK_API_PORT: String(apiPort),
      CONSOLE_ORIGINS: consoleOrigin,
      MOCK_QUIET: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolveReady, reject) => {
    child.once('exit', (code) => reject(new Error(`bench: the mock platform exited (${code})`)));
    child.on('message', (message: { type?: string }) => {
      if (message.type === 'ready') resolveReady();
    });
  });
  return child;
}

/** Every JavaScript file of `base` that a fresh page of `context` fetches for `path`, until idle. */
async function firstLoad(context: BrowserContext, base: string, outDir: string, path: string) {
  const files = new Set<string>();
  const page = await context.newPage();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === base && url.pathname.endsWith('.js')) files.add(url.pathname);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.close();
  const sized = [...files]
    .map((file) => ({ file, kb: round(gzipKb(join(outDir, file))) }))
    .sort((a, b) => b.kb - a.kb);
  return { path, jsKb: round(sized.reduce((sum, { kb }) => sum + kb, 0)), files: sized };
}

/** Signs the demo admin in through the mock platform's identity provider; the context keeps the cookie. */
async function signIn(context: BrowserContext, base: string, api: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${api}/v1/auth/login?redirectUrl=${encodeURIComponent(`${base}/`)}`);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === base, { timeout: 20_000 });
  await page.close();
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
  const signingIn = await browser.newContext();
  try {
    await signIn(signingIn, base, api);
    const signedIn = await browser.newContext({ storageState: await signingIn.storageState() });
    try {
      rootSignedIn = await firstLoad(signedIn, base, outDir, '/');
    } finally {
      await signedIn.close();
    }
  } catch (error) {
    console.warn(`bench: the signed-in first load was not measured (${String(error)})`);
  } finally {
    await signingIn.close();
  }
  return { auth, rootSignedOut, rootSignedIn };
}

export async function runBundleBench(): Promise<BundleResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  const [apiPort, previewPort] = [await freePort(), await freePort()];
  const base = `http://localhost:${previewPort}`;
  const api = `http://localhost:${apiPort}`;
  const children: ChildProcess[] = [];
  try {
    const build = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--logLevel', 'error'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITE_MOCK_MODE: '', VITE_API_BASE_URL: api },
    });
    if (build.status !== 0) throw new Error('bench: the production build failed');

    children.push(await startMockPlatform(apiPort, base));
    children.push(
      spawn(
        process.execPath,
        [
          vite,
          'preview',
          '--outDir',
          outDir,
          '--port',
          String(previewPort),
          '--strictPort',
          '--host',
          'localhost',
        ],
        { cwd: root, stdio: 'ignore' },
      ),
    );
    await waitFor(`${base}/auth`);

    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    const { auth, rootSignedOut, rootSignedIn } = await measure(browser, base, api, outDir).finally(() =>
      browser.close(),
    );

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
      rootSignedOut,
      rootSignedIn,
      largestPageChunk,
      largestFirstLoadChunk,
      budgets: { authJsKb: AUTH_BUDGET_KB, pageChunkKb: CHUNK_BUDGET_KB },
      withinBudget:
        auth.jsKb <= AUTH_BUDGET_KB &&
        rootSignedOut.jsKb <= AUTH_BUDGET_KB &&
        largestPageChunk.kb <= CHUNK_BUDGET_KB,
    };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function reportBundleBench(result: BundleResult): string {
  const mark = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');
  const files = (list: ChunkSize[]) =>
    list.slice(0, 6).map(({ file, kb }) => `      ${kb.toFixed(1).padStart(6)} KB  ${file}`);
  const load = (label: string, { jsKb, files: list }: FirstLoad, budget?: number) =>
    `  ${label.padEnd(24)} ${jsKb.toFixed(1).padStart(6)} KB JS in ${list.length} files` +
    (budget === undefined ? '' : `   budget ${budget} KB  ${mark(jsKb <= budget)}`);
  const { rootSignedIn, largestPageChunk, largestFirstLoadChunk } = result;
  return [
    '\nBundle (production build, gzip -9)',
    load(
      '/auth, new visitor',
      { path: '/auth', jsKb: result.authJsKb, files: result.authFiles },
      AUTH_BUDGET_KB,
    ),
    ...files(result.authFiles),
    load('/ → /auth, new visitor', result.rootSignedOut, AUTH_BUDGET_KB),
    rootSignedIn ? load('/, signed in (cold)', rootSignedIn) : '  /, signed in (cold)      not measured',
    ...(rootSignedIn ? files(rootSignedIn.files) : []),
    `  largest page chunk       ${largestPageChunk.kb.toFixed(1).padStart(6)} KB  ${largestPageChunk.file}   budget ${CHUNK_BUDGET_KB} KB  ${mark(largestPageChunk.kb <= CHUNK_BUDGET_KB)}`,
    `  largest first-load chunk ${largestFirstLoadChunk.kb.toFixed(1).padStart(6)} KB  ${largestFirstLoadChunk.file}   (first-load budget only)`,
  ].join('\n');
}

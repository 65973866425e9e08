import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { BrowserContext } from '@playwright/test';

import { DEMO_ADMIN } from '../../src/mocks/store/demo.ts';
import { buildForProduction } from '../build/build-for-production.ts';
import { nginxBinary, scriptHashSources, writeNginxPrefix } from '../lib/nginx-site.mjs';

/**
 * What every browser benchmark measures: the production build (no mock mode) served as in production, by
 * nginx with deploy/nginx/, talking to the mock platform on its own port, both on free ports so a bench can
 * run beside `npm start` or the e2e suite.
 */

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

export async function freePort(): Promise<number> {
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

export async function waitFor(url: string, timeoutMs = 20_000): Promise<void> {
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
export function startMockPlatform(
  apiPort: number,
  consoleOrigin: string,
  scenario: string,
): Promise<ChildProcess> {
  const child = fork(join(root, 'scripts/mock-platform/main.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: join(root, 'tsconfig.node.json'),
      MOCK_API_PORT: String(apiPort),
      MOCK_SCENARIO: scenario,
      CONSOLE_ORIGINS: consoleOrigin,
      MOCK_QUIET: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolveReady, reject) => {
    child.once('exit', (code) => reject(new Error(`bench: the mock platform exited (${code})`)));
    child.on('message', (message: { type?: string }) => {
      if (message.type === 'ready') resolveReady(child);
    });
  });
}

export interface ProductionBuild {
  /** The console's origin, e.g. http://localhost:41234. */
  readonly base: string;
  /** The mock platform's origin. */
  readonly api: string;
  /** Where the build is (deleted by `stop`). */
  readonly outDir: string;
  /** How long `vite build` took, in ms. */
  readonly buildMs: number;
  /** After index.html has been rewritten: serves it with a policy allowing its inline scripts. */
  readonly reloadIndexHtml: () => Promise<void>;
  readonly stop: () => void;
}

/**
 * What serves the build: nginx with deploy/nginx/, as in production, or `vite preview` (gzip per request),
 * which BENCH_SERVER=vite-preview asks for, to compare the two.
 */
export type BenchServer = 'nginx' | 'vite-preview';

const nginx = nginxBinary();
const defaultServer: BenchServer = process.env.BENCH_SERVER === 'vite-preview' ? 'vite-preview' : 'nginx';

/**
 * Builds the console for production, then serves it with the mock platform (scenario `default` unless said),
 * by default behind nginx with the production site (deploy/nginx/: its headers and its precompressed assets).
 */
export async function startProductionBuild(
  scenario = 'default',
  server: BenchServer = defaultServer,
): Promise<ProductionBuild> {
  const outDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  // nginx started as root serves with `nobody` workers, which must read the build.
  chmodSync(outDir, 0o755);
  const prefix = mkdtempSync(join(tmpdir(), 'console-bench-nginx-'));
  const [apiPort, consolePort] = [await freePort(), await freePort()];
  const base = `http://localhost:${consolePort}`;
  const api = `http://localhost:${apiPort}`;
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    rmSync(outDir, { recursive: true, force: true });
    rmSync(prefix, { recursive: true, force: true });
  };
  const nginxSite = () =>
    writeNginxPrefix({ prefix, listen: `localhost:${consolePort}`, root: outDir, connectSrc: [api] });
  try {
    const started = performance.now();
    await buildForProduction({ VITE_API_BASE_URL: api }, outDir);
    const buildMs = performance.now() - started;

    children.push(await startMockPlatform(apiPort, base, scenario));
    if (server === 'nginx') {
      const { args } = nginxSite();
      const check = spawnSync(nginx, ['-t', '-q', ...args], { encoding: 'utf8' });
      if (check.status !== 0)
        throw new Error(
          `bench: nginx -t failed (node scripts/ensure-nginx.mjs installs it):\n${check.stderr}`,
        );
      children.push(spawn(nginx, args, { stdio: ['ignore', 'ignore', 'inherit'] }));
    } else {
      children.push(
        spawn(
          process.execPath,
          [
            vite,
            'preview',
            '--outDir',
            outDir,
            '--port',
            String(consolePort),
            '--strictPort',
            '--host',
            'localhost',
          ],
          { cwd: root, stdio: 'ignore' },
        ),
      );
    }
    await waitFor(`${base}/auth`);
    const reloadIndexHtml = async () => {
      // `vite preview` reads index.html on every request; nginx's policy names the inline scripts' hashes.
      if (server !== 'nginx') return;
      const { conf } = nginxSite();
      const check = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
      if (check.status !== 0) throw new Error(`bench: nginx -t failed:\n${check.stderr}`);
      const reload = spawnSync(nginx, ['-p', prefix, '-c', conf, '-s', 'reload'], { encoding: 'utf8' });
      if (reload.status !== 0) throw new Error(`bench: nginx -s reload failed: ${reload.stderr}`);
      // The reload is asynchronous: wait until the answers carry the new page's policy.
      const hashes = scriptHashSources(readFileSync(join(outDir, 'index.html'), 'utf8'));
      const deadline = Date.now() + 10_000;
      for (;;) {
        const policy = (await fetch(`${base}/auth`)).headers.get('content-security-policy') ?? '';
        if (hashes.every((hash) => policy.includes(hash))) return;
        if (Date.now() > deadline)
          throw new Error('bench: nginx still serves the old policy after its reload');
        await new Promise((resolveWait) => setTimeout(resolveWait, 100));
      }
    };
    return { base, api, outDir, buildMs, reloadIndexHtml, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Signs the demo admin in through the mock platform's identity provider; the context keeps the cookie. */
export async function signInDemoAdmin(context: BrowserContext, base: string, api: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${api}/v1/auth/login?redirectUrl=${encodeURIComponent(`${base}/`)}`);
  // A provider that still knows the admin (its own session outlives the console's) sends them straight back.
  const back = (url: URL) => url.origin === base;
  const signedInAlready = page.waitForURL(back, { timeout: 20_000 }).then(
    () => true,
    () => false,
  );
  const askedToSignIn = page
    .getByLabel('Email')
    .waitFor({ timeout: 20_000 })
    .then(
      () => true,
      () => false,
    );
  if (!(await Promise.race([signedInAlready, askedToSignIn.then((asked) => !asked)]))) {
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.waitForURL(back, { timeout: 20_000 });
  // Let the console finish loading, as a user's would after signing in (it notes the signed-in hint).
  await page.waitForLoadState('networkidle');
  await page.close();
}

/**
 * Serves a built app (`outDir`, deleted by `stop`) with the production nginx site on a free port: the bench's
 * floor, served exactly as the console is.
 */
export async function serveWithNginx(outDir: string): Promise<{ base: string; stop: () => void }> {
  chmodSync(outDir, 0o755);
  const prefix = mkdtempSync(join(tmpdir(), 'console-bench-nginx-'));
  const base = `http://localhost:${await freePort()}`;
  const { args } = writeNginxPrefix({ prefix, listen: new URL(base).host, root: outDir });
  const child = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(outDir, { recursive: true, force: true });
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

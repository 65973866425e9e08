// The console builds the e2e tests serve: each is named by what is built into it (the API's port, or the
// nginx origins), built once per run and reused by every server that serves it (docs/testing.md, "The e2e
// runner and servers").
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];
const STAMP = 'e2e-build.json';

/**
 * The mock-mode console served by `vite preview` (scripts/e2e-server.mjs) for a mock platform on `apiPort`.
 * A short request timeout and retry backoff, so the fault matrix's hung and retried calls
 * (tests/e2e/faults-*.spec.ts) end in seconds; every mock answer comes in milliseconds, far below them. How
 * often and what is retried stays the product's.
 */
export function previewBuild(apiPort) {
  const port = String(apiPort);
  return {
    // The console derives http://<host>:3000 itself; another port has to be built in, so it is another build.
    outDir: port === '3000' ? 'dist-e2e' : `dist-e2e-api-${port}`,
    env: {
      VITE_MOCK_MODE: 'true',
      VITE_REQUEST_TIMEOUT_MS: process.env.E2E_REQUEST_TIMEOUT_MS ?? '3000',
      VITE_QUERY_RETRY_DELAY_MS: process.env.E2E_QUERY_RETRY_DELAY_MS ?? '250',
      ...(port === '3000' ? {} : { VITE_API_BASE_URL: `http://localhost:${port}` }),
    },
  };
}

/** The mock-mode console nginx serves (scripts/serve-nginx.mjs): the API behind its own origin at /api/. */
export function nginxBuild(port) {
  return {
    outDir: String(port) === '4380' ? 'dist-nginx' : `dist-nginx-${port}`,
    env: {
      VITE_MOCK_MODE: 'true',
      VITE_API_BASE_URL: `http://localhost:${port}/api`,
    },
  };
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

/** Whether `outDir` holds a build of `env` newer than every source. */
export function isUpToDate({ outDir, env }) {
  const stamp = join(root, outDir, STAMP);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== JSON.stringify(env)) return false;
  const builtAt = newestMtime(join(root, outDir, 'index.html'));
  return BUILD_INPUTS.every((input) => newestMtime(join(root, input)) <= builtAt);
}

/**
 * Builds unless up to date. `fresh` rebuilds anyway (CI, E2E_REBUILD: a clean build proves the sources build),
 * unless the runner already built it in this run (E2E_BUILT, set by scripts/e2e-run.mjs). `vite build`, not
 * `npm run build`: type errors are the typecheck step's to report and should not also stop every e2e test.
 * Returns false when the build failed.
 */
export function ensureBuild(build, { log = console.log, fresh = needsFreshBuild() } = {}) {
  const { outDir, env } = build;
  if (!fresh && isUpToDate(build)) {
    log(`${outDir}/ is up to date, not rebuilding`);
    return true;
  }
  log(`vite build --outDir ${outDir} (${JSON.stringify(env)})`);
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) return false;
  writeFileSync(join(root, outDir, STAMP), JSON.stringify(env));
  return true;
}

function needsFreshBuild() {
  if (process.env.E2E_BUILT) return false;
  return Boolean(process.env.CI || process.env.E2E_REBUILD);
}

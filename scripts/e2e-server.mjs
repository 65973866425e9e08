// Playwright's webServer: the mock platform and the console's production build in mock mode, built into
// dist-e2e/ when stale (docs/testing.md, "The e2e runner and servers").
//   node scripts/e2e-server.mjs [--port 4173] [--out-dir dist-e2e]   (E2E_REBUILD=1, E2E_API_PORT=…)
import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { port: { type: 'string', default: '4173' }, 'out-dir': { type: 'string', default: 'dist-e2e' } },
});

// A build names its API port, so a console on another mock platform (the e2e mock-control run,
// playwright.config.ts) needs a directory of its own.
const OUT_DIR = values['out-dir'];
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];
const API_PORT = process.env.E2E_API_PORT ?? '3000';
const CONSOLE_ORIGINS = [`http://localhost:${values.port}`, `http://127.0.0.1:${values.port}`];
// The console derives http://<host>:3000 itself; another port has to be built in.
// A short request timeout and retry backoff, so the fault matrix's hung and retried calls
// (tests/e2e/faults-*.spec.ts) end in seconds; every mock answer comes in milliseconds, far below them. How
// often and what is retried stays the product's.
const BUILD_ENV = {
  VITE_MOCK_MODE: 'true',
  VITE_REQUEST_TIMEOUT_MS: process.env.E2E_REQUEST_TIMEOUT_MS ?? '3000',
  VITE_QUERY_RETRY_DELAY_MS: process.env.E2E_QUERY_RETRY_DELAY_MS ?? '250',
  ...(API_PORT === '3000' ? {} : { VITE_API_BASE_URL: `http://localhost:${API_PORT}` }),
};
const STAMP = join(root, OUT_DIR, 'e2e-build.json');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

function needsBuild() {
  if (process.env.CI || process.env.E2E_REBUILD) return true;
  if (!existsSync(STAMP) || readFileSync(STAMP, 'utf8') !== JSON.stringify(BUILD_ENV)) return true;
  const builtAt = newestMtime(join(root, OUT_DIR, 'index.html'));
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > builtAt);
}

const require = createRequire(import.meta.url);
const vite = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
const children = [];
let stopping = false;

function stopAll() {
  stopping = true;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

function watch(name, child) {
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`e2e-server: ${name} exited (${code ?? signal})`);
    stopAll();
    process.exit(code || 1);
  });
  return child;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(0);
  });
}

// 1. The mock platform starts while the console builds; it says when it listens.
const mock = watch(
  'mock platform',
  fork(join(root, 'scripts/mock-platform/main.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: join(root, 'tsconfig.node.json'),
      MOCK_API_PORT: API_PORT,
      CONSOLE_ORIGINS: CONSOLE_ORIGINS.join(','),
      MOCK_QUIET: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  }),
);
const mockReady = new Promise((resolve) => {
  mock.on('message', (message) => {
    if (message?.type === 'ready') resolve(message);
  });
});

// 2. The console, built in mock mode.
if (needsBuild()) {
  console.log(`e2e-server: vite build --outDir ${OUT_DIR} (${JSON.stringify(BUILD_ENV)})`);
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', OUT_DIR, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...BUILD_ENV },
  });
  if (build.status !== 0) {
    console.error(`e2e-server: the build failed (exit ${build.status ?? build.signal})`);
    stopAll();
    process.exit(1);
  }
  writeFileSync(STAMP, JSON.stringify(BUILD_ENV));
} else {
  console.log(`e2e-server: ${OUT_DIR}/ is up to date, not rebuilding`);
}

// 3. Serve it once the API answers, so the first test never meets a console without its backend.
const ready = await mockReady;
console.log(`e2e-server: mock platform on ${ready.url}`);
watch(
  'console (vite preview)',
  spawn(
    process.execPath,
    [vite, 'preview', '--outDir', OUT_DIR, '--port', values.port, '--strictPort', '--host', 'localhost'],
    { cwd: root, stdio: 'inherit' },
  ),
);

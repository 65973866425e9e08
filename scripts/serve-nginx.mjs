// The production build behind nginx with deploy/nginx/, against the mock platform: the e2e project
// `production` and `npm run serve:nginx` (docs/testing.md, "The e2e runner and servers").
//   node scripts/serve-nginx.mjs --port 4380 --api-port 3380
import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { nginxBinary, writeNginxPrefix } from './lib/nginx-site.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.E2E_NGINX_PORT ?? '4380' },
    'api-port': { type: 'string', default: process.env.E2E_NGINX_API_PORT ?? '3380' },
  },
});
const port = values.port;
const apiPort = values['api-port'];
const nginx = nginxBinary();

const OUT_DIR = 'dist-nginx';
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];
const consoleOrigin = `http://localhost:${port}`;
const identityOrigin = `http://localhost:${apiPort}`;
const BUILD_ENV = {
  VITE_MOCK_MODE: 'true',
  VITE_API_BASE_URL: `${consoleOrigin}/api`,
  VITE_IDENTITY_AUTHORITY: `${identityOrigin}/oidc`,
};
const STAMP = join(root, OUT_DIR, 'nginx-build.json');

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

const children = [];
let stopping = false;

function stopAll() {
  stopping = true;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

function fail(message) {
  console.error(`serve-nginx: ${message}`);
  stopAll();
  process.exit(1);
}

function watch(name, child) {
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    fail(`${name} exited (${code ?? signal})`);
  });
  return child;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(0);
  });
}

if (!existsSync(nginx)) fail(`${nginx} is missing: run node scripts/ensure-nginx.mjs (or set NGINX_PATH).`);

// 1. The mock platform, while the console builds.
const mock = watch(
  'mock platform',
  fork(join(root, 'scripts/mock-platform/main.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: join(root, 'tsconfig.node.json'),
      MOCK_API_PORT: apiPort,
      CONSOLE_ORIGINS: [consoleOrigin, `http://127.0.0.1:${port}`].join(','),
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

// 2. The production build, in mock mode (the mock panel, the card provider's stand-in).
if (needsBuild()) {
  console.log(`serve-nginx: vite build --outDir ${OUT_DIR} (${JSON.stringify(BUILD_ENV)})`);
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', OUT_DIR, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...BUILD_ENV },
  });
  if (build.status !== 0) fail(`the build failed (exit ${build.status ?? build.signal})`);
  writeFileSync(STAMP, JSON.stringify(BUILD_ENV));
} else {
  console.log(`serve-nginx: ${OUT_DIR}/ is up to date, not rebuilding`);
}

// 3. nginx, once the API answers.
await mockReady;
// One prefix per port, emptied at each start: Playwright ends its web servers with SIGKILL, so nothing here
// could remove it on the way out, and a fixed name keeps that from piling up directories.
const prefix = join(tmpdir(), `console-nginx-${port}`);
rmSync(prefix, { recursive: true, force: true });
mkdirSync(prefix);
let args;
try {
  ({ args } = writeNginxPrefix({
    prefix,
    listen: `localhost:${port}`,
    root: join(root, OUT_DIR),
    connectSrc: [identityOrigin],
    apiUpstream: `http://localhost:${apiPort}`,
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const check = spawnSync(nginx, ['-t', '-q', ...args], { encoding: 'utf8' });
if (check.status !== 0) fail(`nginx -t failed:\n${check.stderr}`);
watch('nginx', spawn(nginx, args, { stdio: 'inherit' }));
console.log(`serve-nginx: ${consoleOrigin}/ (nginx, ${prefix}); mock platform ${identityOrigin}`);

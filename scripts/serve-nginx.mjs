// The production build behind nginx with deploy/nginx/, against the mock platform: the e2e project
// `production` and `npm run serve:nginx` (docs/testing.md, "The e2e runner and servers").
//   node scripts/serve-nginx.mjs --port 4380 --api-port 3380
import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { ensureBuild, nginxBuild } from './lib/e2e-builds.mjs';
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

const consoleOrigin = `http://localhost:${port}`;
const identityOrigin = `http://localhost:${apiPort}`;
const BUILD = nginxBuild(port);

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
if (!ensureBuild(BUILD, { log: (line) => console.log(`serve-nginx: ${line}`) })) fail('the build failed');

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
    root: join(root, BUILD.outDir),
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

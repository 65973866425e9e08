// Playwright's webServer: the mock platform and the console's production build in mock mode, built into
// dist-e2e/ (or the directory of its API port) when stale, unless scripts/e2e-run.mjs built it already
// (docs/testing.md, "The e2e runner and servers").
//   node scripts/e2e-server.mjs [--port 4173]   (E2E_REBUILD=1, E2E_API_PORT=…)
import { fork, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { ensureBuild, previewBuild } from './lib/e2e-builds.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { port: { type: 'string', default: '4173' } } });

const API_PORT = process.env.E2E_API_PORT ?? '3000';
const CONSOLE_ORIGINS = [`http://localhost:${values.port}`, `http://127.0.0.1:${values.port}`];
const BUILD = previewBuild(API_PORT);

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
if (!ensureBuild(BUILD, { log: (line) => console.log(`e2e-server: ${line}`) })) {
  console.error('e2e-server: the build failed');
  stopAll();
  process.exit(1);
}

// 3. Serve it once the API answers, so the first test never meets a console without its backend.
const ready = await mockReady;
console.log(`e2e-server: mock platform on ${ready.url}`);
watch(
  'console (vite preview)',
  spawn(
    process.execPath,
    [vite, 'preview', '--outDir', BUILD.outDir, '--port', values.port, '--strictPort', '--host', 'localhost'],
    { cwd: root, stdio: 'inherit' },
  ),
);

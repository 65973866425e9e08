// What Playwright's webServer runs (playwright.config.ts): builds the app when dist/ is missing or older
// than its sources, then serves the production build with `vite preview`.
// It runs `vite build`, not `npm run build`: type errors are reported by the typecheck step of `npm test`
// and should not also keep every e2e test from running.
// Everything the e2e tests talk to starts here: add the mock platform API (port 3000) to `services`.
//
//   node scripts/e2e-server.mjs [--port 4173]      E2E_REBUILD=1 forces a build (always done when CI is set)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { port: { type: 'string', default: '4173' } } });

const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

function needsBuild() {
  if (process.env.CI || process.env.E2E_REBUILD) return true;
  const builtAt = newestMtime(join(root, 'dist', 'index.html'));
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > builtAt);
}

const require = createRequire(import.meta.url);
const vite = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

if (needsBuild()) {
  console.log('e2e-server: vite build');
  const build = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`e2e-server: the build failed (exit ${build.status ?? build.signal})`);
    process.exit(1);
  }
} else {
  console.log('e2e-server: dist/ is up to date, not rebuilding');
}

const services = [
  {
    name: 'app',
    command: process.execPath,
    args: [vite, 'preview', '--port', values.port, '--strictPort', '--host', '127.0.0.1'],
  },
];

const children = services.map(({ name, command, args }) => {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    console.error(`e2e-server: ${name} exited (${code ?? signal})`);
    stopAll();
    process.exit(code ?? 1);
  });
  return child;
});

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(0);
  });
}

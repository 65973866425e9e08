// `npm run test:e2e` as two Playwright processes side by side (`shared` and `mock-control`), each with its
// own mock platform and console, so the serial specs need not wait (docs/testing.md, "The e2e runner and
// servers").
//   node scripts/e2e-run.mjs [playwright args…]   (one process with --project or E2E_SINGLE_RUN=1)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { mergePlaywrightReports } from './lib/merge-playwright-reports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')), 'cli.js');
const args = process.argv.slice(2);
const report = (name) => join(root, 'reports', name);

// The ports the shared run uses (playwright.config.ts has the same defaults); the mock-control run's are
// 10 above them, never +1: tests/e2e/support/security.ts uses the console's port + 1 as a foreign origin.
const port = Number(process.env.E2E_PORT ?? 4173);
const apiPort = Number(process.env.E2E_API_PORT ?? 3000);
const mockControlPorts = {
  E2E_PORT: process.env.E2E_MOCK_CONTROL_PORT ?? String(port + 10),
  E2E_API_PORT: process.env.E2E_MOCK_CONTROL_API_PORT ?? String(apiPort + 10),
};

/** Runs `playwright test` with `env` added; resolves with its exit code. Output lines get `prefix`. */
function playwright(env, prefix, extraArgs = []) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, 'test', ...extraArgs, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
      }
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (process.env.E2E_SINGLE_RUN || args.some((arg) => arg.startsWith('--project'))) {
  process.exit(await playwright({}, ''));
}

const runs = [
  { name: 'shared', env: {}, prefix: '' },
  { name: 'mock-control', env: mockControlPorts, prefix: '[mock-control] ' },
];
for (const { name } of runs) rmSync(report(`playwright-${name}.json`), { force: true });
rmSync(report('playwright.json'), { force: true });

// A spec filter may leave a run without tests; that is not a failure.
const codes = await Promise.all(
  runs.map(({ name, env, prefix }) =>
    playwright({ ...env, E2E_RUN: name }, prefix, ['--pass-with-no-tests']),
  ),
);

const parts = runs.map(({ name }, index) => {
  const path = report(`playwright-${name}.json`);
  return {
    name,
    exitCode: codes[index],
    report: existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null,
  };
});
writeFileSync(report('playwright.json'), JSON.stringify(mergePlaywrightReports(parts), null, 2));
const failed = parts.filter(({ exitCode }) => exitCode !== 0);
for (const { name, exitCode } of failed) console.error(`e2e-run: the ${name} run exited ${exitCode}`);
process.exit(failed.length > 0 ? 1 : 0);

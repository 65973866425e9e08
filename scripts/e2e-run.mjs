// `npm run test:e2e` as Playwright processes side by side (`shared` and the parts of `mock-control`), each
// with its own mock platform and console, so the serial specs need not wait (docs/testing.md, "The e2e
// runner and servers").
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

// The ports the shared run uses (playwright.config.ts has the same defaults); each mock-control part's are
// 10 further up, never +1: tests/e2e/support/security.ts uses the console's port + 1 as a foreign origin.
const port = Number(process.env.E2E_PORT ?? 4173);
const apiPort = Number(process.env.E2E_API_PORT ?? 3000);
const mockControlPort = Number(process.env.E2E_MOCK_CONTROL_PORT ?? port + 10);
const mockControlApiPort = Number(process.env.E2E_MOCK_CONTROL_API_PORT ?? apiPort + 10);
// The serial specs in two parts side by side, each on a mock platform of its own: many of them wait on
// timeouts and delays, which the other part's tests fill.
const MOCK_CONTROL_PARTS = 2;

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
  { name: 'shared', env: { E2E_RUN: 'shared' }, prefix: '' },
  ...Array.from({ length: MOCK_CONTROL_PARTS }, (_, index) => ({
    name: `mock-control-${index + 1}`,
    env: {
      E2E_RUN: 'mock-control',
      E2E_SHARD: `${index + 1}/${MOCK_CONTROL_PARTS}`,
      E2E_PORT: String(mockControlPort + 10 * index),
      E2E_API_PORT: String(mockControlApiPort + 10 * index),
    },
    prefix: `[mock-control ${index + 1}/${MOCK_CONTROL_PARTS}] `,
  })),
];
for (const { name } of runs) rmSync(report(`playwright-${name}.json`), { force: true });
rmSync(report('playwright.json'), { force: true });

// A spec filter may leave a run without tests; that is not a failure.
const codes = await Promise.all(
  runs.map(({ env, prefix }) => playwright(env, prefix, ['--pass-with-no-tests'])),
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

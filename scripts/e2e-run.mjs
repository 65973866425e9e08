// `npm run test:e2e`: measures the machine, builds each console the run serves once, then runs the Playwright
// processes the machine has room for side by side, each with its own mock platform and console, and merges
// their reports (docs/testing.md, "The e2e runner and servers").
//   node scripts/e2e-run.mjs [playwright args…]   (one process with --project or E2E_SINGLE_RUN=1;
//   E2E_WORKERS=n browsers at once, E2E_TIME_SCALE=x budgets × x instead of the measured figures)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { ensureBuild, nginxBuild, previewBuild } from './lib/e2e-builds.mjs';
import { browserBudget, e2eRuns, timeScale } from './lib/e2e-plan.mjs';
import { describeMachine, formatMachine } from './lib/machine.mjs';
import { mergePlaywrightReports } from './lib/merge-playwright-reports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')), 'cli.js');
const args = process.argv.slice(2);
const report = (name) => join(root, 'reports', name);

// The ports of the shared (or single) run; playwright.config.ts has the same defaults.
const port = Number(process.env.E2E_PORT ?? 4173);
const apiPort = Number(process.env.E2E_API_PORT ?? 3000);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4380);

const machine = await describeMachine();
const browsers = browserBudget({ ...machine, workersOverride: process.env.E2E_WORKERS });
const scale = process.env.E2E_TIME_SCALE ? Number(process.env.E2E_TIME_SCALE) : timeScale(machine);
const singleProcess = Boolean(process.env.E2E_SINGLE_RUN) || args.some((arg) => arg.startsWith('--project'));
const runs = singleProcess
  ? [{ name: 'single', workers: browsers, env: {} }]
  : e2eRuns({ browsers, port, apiPort });
console.log(`e2e-run: machine: ${formatMachine(machine)}`);
console.log(
  `e2e-run: ${browsers} browser${browsers === 1 ? '' : 's'} at once in ${runs.length} process${runs.length === 1 ? '' : 'es'} ` +
    `(${runs.map(({ name, workers }) => `${name} × ${workers}`).join(', ')}), time budgets × ${scale}`,
);

// Every console the runs serve, each built once and before any test starts: building them inside each
// process's web server would build them all at once on a small machine, with the first tests.
const builds = [
  ...runs.map(({ env }) => previewBuild(env.E2E_API_PORT ?? apiPort)),
  ...(runs.some(({ env }) => env.E2E_RUN !== 'mock-control') ? [nginxBuild(nginxPort)] : []),
];
for (const build of builds) {
  if (!ensureBuild(build, { log: (line) => console.log(`e2e-run: ${line}`) })) {
    console.error(`e2e-run: the build into ${build.outDir}/ failed`);
    process.exit(1);
  }
}

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

const common = (workers) => ({
  E2E_BUILT: '1',
  E2E_PROCESS_WORKERS: String(workers),
  E2E_TIME_SCALE: String(scale),
});

if (runs.length === 1) {
  // One process, every project against one mock platform; its report is reports/playwright.json itself.
  process.exit(await playwright(common(runs[0].workers), ''));
}

for (const { name } of runs) rmSync(report(`playwright-${name}.json`), { force: true });
rmSync(report('playwright.json'), { force: true });

// A spec filter may leave a run without tests; that is not a failure.
const codes = await Promise.all(
  runs.map(({ name, workers, env }) =>
    playwright({ ...env, ...common(workers) }, name === 'shared' ? '' : `[${name}] `, [
      '--pass-with-no-tests',
    ]),
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

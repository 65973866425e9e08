// `npm test`: every check and test runner of the project, in order. It keeps going after a failure so
// every runner reports, then prints one summary whose last line is `N passed, N failed`
// (summed from reports/vitest.json and reports/playwright.json; a failed check step counts as 1 failed).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { usableCores } from './lib/machine.mjs';
import { countPlaywright, countVitest, summarise } from './lib/summarise-reports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'reports');
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json'); // merged by scripts/e2e-run.mjs

// Two at a time where there are two cores: the type checker with ESLint, then the contract lint with the
// generated-code check, which rewrites src/api/generated and so never runs while the first two read it.
// One core runs them one by one.
const checkGroups = [
  ['typecheck', 'lint'],
  ['lint:api', 'check:generated'],
];
const checks = checkGroups.flat();
// After the runners (it needs the Chromium they install): the first screen's and page chunks' byte budgets
// measured on a production build.
const budgetChecks = ['bench:budget'];
const runners = [
  {
    name: 'vitest',
    script: 'test:unit',
    args: ['--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    report: vitestReport,
    count: countVitest,
  },
  { name: 'playwright', script: 'test:e2e', args: [], report: playwrightReport, count: countPlaywright },
];

const timings = [];

function runScript(name, script, args) {
  console.log(`\n━━ ${name}: npm run ${script}${args.length ? ` -- ${args.join(' ')}` : ''}`);
  const started = performance.now();
  const result = spawnSync('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    stdio: 'inherit',
  });
  const seconds = (performance.now() - started) / 1000;
  timings.push({ name, seconds });
  const exitCode = result.error ? null : result.status;
  console.log(
    `━━ ${name}: ${exitCode === 0 ? 'ok' : `FAILED (exit ${exitCode ?? result.signal})`} in ${seconds.toFixed(1)} s`,
  );
  return exitCode;
}

/** Like runScript, for steps that run side by side: their output is printed whole, each when it ends. */
function runScriptBuffered(name, script) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (exitCode, reason) => {
      const seconds = (performance.now() - started) / 1000;
      timings.push({ name, seconds });
      console.log(`\n━━ ${name}: npm run ${script}`);
      process.stdout.write(Buffer.concat(output));
      console.log(
        `━━ ${name}: ${exitCode === 0 ? 'ok' : `FAILED (exit ${exitCode ?? reason})`} in ${seconds.toFixed(1)} s`,
      );
      resolve(exitCode);
    };
    child.on('error', (error) => finish(null, error.message));
    child.on('close', (code, signal) => finish(code, signal));
  });
}

function readReport(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(`test-all: cannot read ${path}: ${error.message}`);
    return null;
  }
}

const started = performance.now();
mkdirSync(reports, { recursive: true });

const exitCodes = new Map();
const sideBySide = usableCores() > 1;
for (const group of checkGroups) {
  const codes = [];
  if (sideBySide) codes.push(...(await Promise.all(group.map((name) => runScriptBuffered(name, name)))));
  else for (const name of group) codes.push(await runScriptBuffered(name, name));
  group.forEach((name, index) => exitCodes.set(name, codes[index]));
}
const checkResults = checks.map((name) => ({ name, exitCode: exitCodes.get(name) }));
const runnerResults = runners.map(({ name, script, args, report, count }) => {
  rmSync(report, { force: true }); // never count a previous run's report
  const exitCode = runScript(name, script, args);
  return { name, exitCode, report: readReport(report), count };
});

checkResults.push(...budgetChecks.map((name) => ({ name, exitCode: runScript(name, name, []) })));

const summary = summarise(checkResults, runnerResults);
const secondsOf = new Map(timings.map(({ name, seconds }) => [name, seconds]));
secondsOf.set('total', (performance.now() - started) / 1000);
const row = (name, text) =>
  `${name.padEnd(16)} ${text.padEnd(36)} ${secondsOf.get(name).toFixed(1).padStart(6)} s`;

console.log('\n━━ summary');
for (const { name, passed, failed, skipped, notes } of summary.parts) {
  const isCheck = checks.includes(name) || budgetChecks.includes(name);
  console.log(
    row(
      name,
      isCheck ? (failed ? 'FAILED' : 'ok') : `${passed} passed, ${failed} failed, ${skipped} skipped`,
    ),
  );
  for (const note of notes) console.log(`${' '.repeat(17)}${note}`);
}
console.log(row('total', `${summary.skipped} skipped`));
console.log(summary.line);
process.exit(summary.failed > 0 ? 1 : 0);

// Makes sure the Chromium that Playwright drives (playwright.config.ts) is installed.
// Playwright's own browser download does not work on these machines, so Debian's package is used.
// Quick and silent when the browser is there; installs it with apt otherwise (as root, or via sudo).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const chromiumPath = process.env.CHROMIUM_PATH || DEFAULT_PATH;

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

function run(command, args) {
  console.log(`ensure-chromium: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`${[command, ...args].join(' ')} exited with ${result.status}`);
}

if (isExecutable(chromiumPath)) process.exit(0);

if (chromiumPath !== DEFAULT_PATH) {
  fail(`CHROMIUM_PATH=${chromiumPath} is not an executable file. Point it at a Chromium or Chrome binary.`);
}

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!hasAptGet) {
  fail(
    `Chromium is missing at ${chromiumPath} and apt-get is not available. Install Chromium and set CHROMIUM_PATH to it.`,
  );
}

// `sudo env …` because sudo drops DEBIAN_FRONTEND by default.
let prefix;
if (process.getuid?.() === 0) {
  prefix = [];
} else if (spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) {
  prefix = ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive'];
} else {
  fail(
    `Chromium is missing at ${chromiumPath}, and installing it needs root. Run ` +
      '`sudo apt-get update && sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.',
  );
}

console.log(`ensure-chromium: ${chromiumPath} is missing; installing Debian's chromium package.`);
const [command, ...rest] = [...prefix, 'apt-get'];
run(command, [...rest, 'update']);
run(command, [...rest, 'install', '-y', 'chromium']);

if (!isExecutable(chromiumPath)) fail(`apt-get finished but ${chromiumPath} is still missing.`);
console.log(`ensure-chromium: installed ${chromiumPath}`);

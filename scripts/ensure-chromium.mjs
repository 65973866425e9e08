// Makes sure the Chromium builds the tools drive are installed (scripts/lib/chromium.mjs): the headless shell
// for the e2e tests, the full browser for the benches. Playwright's own browser download does not work on these
// machines, so Debian's packages are used. Quick and silent when they are there; installs what is missing with
// apt otherwise (as root, or via sudo).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

import { BROWSERS } from './lib/chromium.mjs';

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

const missing = Object.values(BROWSERS).filter(({ path }) => !isExecutable(path));
if (missing.length === 0) process.exit(0);

// A binary the user named must be there: installing a package would not put it at that path.
for (const { path, variable } of missing) {
  if (process.env[variable]) fail(`${variable}=${path} is not an executable file. Point it at a Chromium binary.`);
}

const packages = missing.map((browser) => browser.package);
const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!hasAptGet) {
  fail(
    `${missing.map(({ path }) => path).join(' and ')} missing and apt-get is not available. Install ` +
      `${packages.join(' and ')}, or set ${missing.map(({ variable }) => variable).join(' / ')} to the binaries.`,
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
    `${missing.map(({ path }) => path).join(' and ')} missing, and installing needs root. Run ` +
      `\`sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\`, or set ` +
      `${missing.map(({ variable }) => variable).join(' / ')} to the binaries.`,
  );
}

console.log(`ensure-chromium: installing Debian's ${packages.join(' and ')}.`);
const [command, ...rest] = [...prefix, 'apt-get'];
run(command, [...rest, 'update']);
run(command, [...rest, 'install', '-y', ...packages]);

for (const { path } of missing) if (!isExecutable(path)) fail(`apt-get finished but ${path} is still missing.`);
console.log(`ensure-chromium: installed ${packages.join(' and ')}`);

// Makes sure a Python 3 with `requests` is there for the test that runs the code snippets
// (scripts/mock-platform/snippets-run.test.ts): Debian's python3-requests (no PyPI on CI), as
// scripts/ensure-chromium.mjs does for the browser. Quick and silent when one is there; installs it with apt
// otherwise (as root, or via sudo).
import { spawnSync } from 'node:child_process';

import { findPythonWithRequests } from './lib/python.mjs';

function fail(message) {
  console.error(`ensure-python-requests: ${message}`);
  process.exit(1);
}

function run(command, args) {
  console.log(`ensure-python-requests: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`${[command, ...args].join(' ')} exited with ${result.status}`);
}

if (findPythonWithRequests()) process.exit(0);

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!hasAptGet) {
  fail(
    'no Python 3 with requests and apt-get is not available. Install them and set PYTHON to the interpreter.',
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
    'no Python 3 with requests, and installing it needs root. Run ' +
      '`sudo apt-get update && sudo apt-get install -y python3 python3-requests`, or set PYTHON to an interpreter that has it.',
  );
}

console.log("ensure-python-requests: installing Debian's python3 and python3-requests packages.");
const [command, ...rest] = [...prefix, 'apt-get'];
run(command, [...rest, 'update']);
run(command, [...rest, 'install', '-y', 'python3', 'python3-requests']);

const python = findPythonWithRequests();
if (!python) fail('apt-get finished but no Python 3 imports requests.');
console.log(`ensure-python-requests: ${python} has requests`);

// Makes sure the nginx that the e2e project `production` serves the console with (scripts/serve-nginx.mjs)
// is installed: Debian's package, as scripts/ensure-chromium.mjs does for the browser. Quick and silent when
// nginx is there; installs it with apt otherwise (as root, or via sudo). Only the binary is used: the package's
// own site is never started here (Debian's policy-rc.d in containers keeps it stopped too).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEFAULT_PATH = '/usr/sbin/nginx';
const nginxPath = process.env.NGINX_PATH || DEFAULT_PATH;

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(`ensure-nginx: ${message}`);
  process.exit(1);
}

function run(command, args) {
  console.log(`ensure-nginx: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`${[command, ...args].join(' ')} exited with ${result.status}`);
}

if (isExecutable(nginxPath)) process.exit(0);

if (nginxPath !== DEFAULT_PATH) {
  fail(`NGINX_PATH=${nginxPath} is not an executable file. Point it at an nginx binary (1.22 or later).`);
}

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!hasAptGet) {
  fail(
    `nginx is missing at ${nginxPath} and apt-get is not available. Install nginx and set NGINX_PATH to it.`,
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
    `nginx is missing at ${nginxPath}, and installing it needs root. Run ` +
      '`sudo apt-get update && sudo apt-get install -y nginx`, or set NGINX_PATH to an nginx binary.',
  );
}

console.log(`ensure-nginx: ${nginxPath} is missing; installing Debian's nginx package.`);
const [command, ...rest] = [...prefix, 'apt-get'];
run(command, [...rest, 'update']);
run(command, [...rest, 'install', '-y', '--no-install-recommends', 'nginx']);

if (!isExecutable(nginxPath)) fail(`apt-get finished but ${nginxPath} is still missing.`);
console.log(`ensure-nginx: installed ${nginxPath}`);

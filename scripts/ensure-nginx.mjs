// Makes sure the nginx that the e2e project `production` and the benches serve the console with
// (scripts/serve-nginx.mjs, scripts/bench/production-build.ts) is installed, with the brotli static module
// the site uses for the build's .br files: Debian's packages, as scripts/ensure-chromium.mjs does for the
// browser. Quick and silent when both are there; installs them with apt otherwise (as root, or via sudo). Only the binary is used: the package's
// own site is never started here (Debian's policy-rc.d in containers keeps it stopped too).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

import { BROTLI_STATIC_MODULE } from './lib/nginx-site.mjs';

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

const PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];

if (isExecutable(nginxPath) && (nginxPath !== DEFAULT_PATH || existsSync(BROTLI_STATIC_MODULE)))
  process.exit(0);

if (!isExecutable(nginxPath) && nginxPath !== DEFAULT_PATH) {
  fail(`NGINX_PATH=${nginxPath} is not an executable file. Point it at an nginx binary (1.22 or later).`);
}

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!hasAptGet) {
  fail(
    `nginx or its brotli static module is missing at ${nginxPath} and apt-get is not available. Install ` +
      `${PACKAGES.join(' and ')}, or set NGINX_PATH to an nginx binary.`,
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
    `nginx or its brotli static module is missing, and installing them needs root. Run ` +
      `\`sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}\`, or set NGINX_PATH to an nginx binary.`,
  );
}

console.log(`ensure-nginx: installing Debian's ${PACKAGES.join(' and ')}.`);
const [command, ...rest] = [...prefix, 'apt-get'];
run(command, [...rest, 'update']);
run(command, [...rest, 'install', '-y', '--no-install-recommends', ...PACKAGES]);

if (!isExecutable(nginxPath)) fail(`apt-get finished but ${nginxPath} is still missing.`);
if (!existsSync(BROTLI_STATIC_MODULE)) fail(`apt-get finished but ${BROTLI_STATIC_MODULE} is still missing.`);
console.log(`ensure-nginx: installed ${PACKAGES.join(' and ')}`);

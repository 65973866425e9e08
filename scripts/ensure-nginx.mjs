// Makes sure the nginx that the e2e project `production` and the benches serve the console with
// (scripts/serve-nginx.mjs, scripts/bench/production-build.ts) is installed: Debian's package, as
// scripts/ensure-chromium.mjs does for the browser, with its brotli static module for the build's .br files.
// Quick and silent when both are there; installs them with apt otherwise (as root, or via sudo). Without the
// module the site serves the .gz files, so its install is tried, never required. Only the binary and the
// module are used: the package's own site is never started here (Debian's policy-rc.d in containers keeps it
// stopped too).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

import { DEBIAN_NGINX, nginxBinary, servesBrotli } from './lib/nginx-site.mjs';

const nginxPath = nginxBinary();

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

/** Runs an apt command; a failure ends the script, unless nginx is there and only the module is missing. */
function run(command, args) {
  console.log(`ensure-nginx: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const failure = result.error
    ? `could not run ${command}: ${result.error.message}`
    : result.status !== 0
      ? `${[command, ...args].join(' ')} exited with ${result.status}`
      : undefined;
  if (failure && hasNginx) withoutBrotli(failure);
  if (failure) fail(failure);
}

const NGINX_PACKAGE = 'nginx';
const BROTLI_PACKAGE = 'libnginx-mod-http-brotli-static';

const hasNginx = isExecutable(nginxPath);
if (!hasNginx && nginxPath !== DEBIAN_NGINX) {
  fail(`NGINX_PATH=${nginxPath} is not an executable file. Point it at an nginx binary (1.22 or later).`);
}
// Debian's module fits Debian's nginx only; another binary serves the .gz files.
const packages = [
  ...(hasNginx ? [] : [NGINX_PACKAGE]),
  ...(nginxPath === DEBIAN_NGINX && !servesBrotli() ? [BROTLI_PACKAGE] : []),
];
if (packages.length === 0) process.exit(0);

/** Without the module nginx still serves the site (the .gz files): say so and go on. */
function withoutBrotli(reason) {
  console.warn(`ensure-nginx: ${reason}; the site serves the .gz files, not the .br ones.`);
  process.exit(0);
}

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!hasAptGet) {
  if (hasNginx) withoutBrotli(`${BROTLI_PACKAGE} is missing and apt-get is not available`);
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
  if (hasNginx) withoutBrotli(`${BROTLI_PACKAGE} is missing and installing it needs root`);
  fail(
    `nginx is missing at ${nginxPath}, and installing it needs root. Run ` +
      `\`sudo apt-get update && sudo apt-get install -y ${NGINX_PACKAGE} ${BROTLI_PACKAGE}\`, or set NGINX_PATH ` +
      'to an nginx binary.',
  );
}

console.log(`ensure-nginx: installing Debian's ${packages.join(' and ')}.`);
const [command, ...rest] = [...prefix, 'apt-get'];
run(command, [...rest, 'update']);
run(command, [...rest, 'install', '-y', '--no-install-recommends', ...packages]);

if (!isExecutable(nginxPath)) fail(`apt-get finished but ${nginxPath} is still missing.`);
if (!servesBrotli()) withoutBrotli(`apt-get finished but the brotli module is still missing`);
console.log(`ensure-nginx: installed ${packages.join(' and ')}`);

/**
 * How every tool here starts Chromium: Debian's builds (Playwright's browser download does not work on these
 * machines; scripts/ensure-chromium.mjs installs them), with the flags this closed network needs.
 */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The browsers the tools use, each a Debian package, or the binary an environment variable names instead. */
export const BROWSERS = {
  // The benches (Lighthouse, bundle, interaction figures) measure the browser customers run.
  full: { package: 'chromium', path: process.env.CHROMIUM_PATH || '/usr/bin/chromium', variable: 'CHROMIUM_PATH' },
  // The e2e tests run in Chromium's headless shell, the build Playwright itself uses for headless runs: it
  // opens a context and a page far faster than the full browser in headless mode, and tests open many.
  headlessShell: {
    package: 'chromium-headless-shell',
    path: process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell',
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
  },
};

/** For the benches: the full browser. */
export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: BROWSERS.full.path, args: FLAGS };

/** For the e2e tests: the headless shell. */
export const TEST_CHROMIUM_LAUNCH_OPTIONS = { executablePath: BROWSERS.headlessShell.path, args: FLAGS };

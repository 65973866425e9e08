/**
 * How every tool here starts Chromium: Debian's build (Playwright's browser download does not work on these
 * machines; scripts/ensure-chromium.mjs installs it), with the flags this closed network needs.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

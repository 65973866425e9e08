import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, type BrowserContext } from '@playwright/test';

import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium.mjs';
import { freePort } from './production-build.ts';

export async function clearHttpCache(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * Chromium with one persistent profile for Playwright (to sign in) and Lighthouse (over the debugging
 * `port`), so the signed-in runs share the session cookie. `close` also deletes the profile.
 */
export async function launchLighthouseBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'console-bench-lh-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, `--remote-debugging-port=${port}`],
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, port, close };
}

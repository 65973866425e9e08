import { join } from 'node:path';

import { chromium } from '@playwright/test';

import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium.mjs';
import { serveBuilds, VARIANTS } from './loaders-builds.ts';
import { root, signInDemoAdmin } from './production-build.ts';

/**
 * `npm run bench -- loaders-fault`: what a user sees in builds A and B (loaders-builds.ts) when one of the
 * overview's calls fails: the wallet answers 500 through the mock platform's fault control, and the overview is
 * opened from the side menu. A screenshot per build, 1280 px wide, light, in LOADERS_SHOTS (default .scratch).
 */

export interface LoadersFaultResult {
  readonly screenshots: string[];
  /** The page's main heading once the calls have settled, per build. */
  readonly headings: Record<string, string>;
  readonly withinBudget: boolean;
}

export async function runLoadersFaultBench(): Promise<LoadersFaultResult> {
  const shots = process.env.LOADERS_SHOTS ?? join(root, '.scratch');
  const { bases, api, stop } = await serveBuilds();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const screenshots: string[] = [];
  const headings: Record<string, string> = {};
  try {
    for (const variant of VARIANTS) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        colorScheme: 'light',
      });
      await signInDemoAdmin(context, bases[variant], api);
      const page = await context.newPage();
      await page.goto(`${bases[variant]}/settings`);
      await page.waitForLoadState('networkidle');
      const fault = await fetch(`${api}/__mock/faults/getWallet`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 500 }),
      });
      if (!fault.ok) throw new Error(`bench loaders-fault: the fault was refused (${fault.status})`);
      await page.locator('nav a[href="/"]').click();
      // Half a second in: what the user sees while the failed call is retried.
      await page.waitForTimeout(500);
      const during = join(shots, `loaders-fault-${variant}-during.png`);
      await page.screenshot({ path: during });
      screenshots.push(during);
      // The failed call's retries run out before the screen settles.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(8_000);
      const path = join(shots, `loaders-fault-${variant}.png`);
      await page.screenshot({ path });
      screenshots.push(path);
      headings[variant] = await page.evaluate(
        () => document.querySelector('main h1, main h2')?.textContent ?? '',
      );
      await fetch(`${api}/__mock/faults`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
      });
      await context.close();
    }
  } finally {
    await browser.close();
    stop();
  }
  return { screenshots, headings, withinBudget: true };
}

export function reportLoadersFaultBench(result: LoadersFaultResult): string {
  const headings = Object.entries(result.headings).map(
    ([variant, text]) => `  ${variant}: heading "${text}"`,
  );
  return [
    '\nOne failing call (the wallet) on the overview',
    ...headings,
    ...result.screenshots.map((p) => `  ${p}`),
  ].join('\n');
}

import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

import type { BrowserContext } from '@playwright/test';

import { type CapturedFrame, withCodeAfterFirstPaint, withFrame } from './frame-variants.ts';
import { audit, type LighthouseFigures, median, RUNS } from './lighthouse.ts';
import { pageSlug } from './lighthouse-artifacts.ts';
import { clearHttpCache, launchLighthouseBrowser } from './lighthouse-browser.ts';
import { signInDemoAdmin, startProductionBuild } from './production-build.ts';

/**
 * `npm run bench:prerender [-- /path … variant …]`: an experiment, not a quality bar. Lighthouse mobile on each
 * page as built, with its frame prerendered, and with its code after the first paint (docs/archive/performance-diary.md,
 * "Prerendering the frame"); each run's report, trace and paint graphs kept in bench/lighthouse/ as `prerender-*`.
 */

const PHONE_VIEWPORT = { width: 412, height: 823 }; // Lighthouse's mobile preset (Moto G Power)
/** Calls the frame itself needs (the session and the user); the page's data stays on hold. */
const FRAME_CALLS = /\/v1\/(auth\/|users\/me$)/;

const VARIANTS = ['as built', 'frame', 'frame, code after paint'] as const;
type Variant = (typeof VARIANTS)[number];

async function captureFrame(context: BrowserContext, url: string, api: string): Promise<CapturedFrame> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.route(`${api}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (FRAME_CALLS.test(pathname)) await route.continue();
      // Otherwise never answered: the page shows its loading state until the page is closed.
    });
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('load');
    return await page.evaluate(() => {
      const rules = Array.from(document.styleSheets).flatMap((sheet) =>
        Array.from(sheet.cssRules, (rule) => rule.cssText),
      );
      return { html: document.getElementById('root')?.innerHTML ?? '', css: rules.join('\n') };
    });
  } finally {
    await page.close();
  }
}

const build = await startProductionBuild();
const { context, port, close } = await launchLighthouseBrowser();
const indexPath = join(build.outDir, 'index.html');
const asBuilt = readFileSync(indexPath, 'utf8');
const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const paths = requested.length > 0 ? requested : ['/', '/models', '/api-keys'];
// Other arguments pick variants by their slug (`frame-code-after-paint`); none: all three.
const picked = process.argv.slice(2).filter((arg) => !arg.startsWith('/'));
const variants = VARIANTS.filter((variant) => picked.length === 0 || picked.includes(pageSlug(variant)));

const lines: string[] = [];
try {
  await signInDemoAdmin(context, build.base, build.api);
  for (const path of paths) {
    const url = `${build.base}${path}`;
    const frame = await captureFrame(context, url, build.api);
    const framed = withFrame(asBuilt, frame);
    const pages: Record<Variant, string> = {
      'as built': asBuilt,
      frame: framed,
      'frame, code after paint': withCodeAfterFirstPaint(framed),
    };
    lines.push(
      `  ${path}: frame ${(frame.html.length / 1024).toFixed(1)} KB of HTML, ${(frame.css.length / 1024).toFixed(1)} KB of CSS`,
    );
    for (const variant of variants) {
      writeFileSync(indexPath, pages[variant]);
      await build.reloadIndexHtml();
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await clearHttpCache(context);
        runs.push(
          await audit(
            url,
            port,
            'mobile',
            true,
            `prerender-${pageSlug(path)}-${pageSlug(variant)}-${run + 1}`,
          ),
        );
      }
      const of = (key: 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs') =>
        median(runs.map((figures) => figures[key]));
      lines.push(
        `    ${variant.padEnd(24)} ${String(of('performance')).padStart(5)} ${String(of('fcpMs')).padStart(8)} ${String(of('lcpMs')).padStart(8)} ${String(of('tbtMs')).padStart(8)}   (scores ${runs.map((figures) => figures.performance).join(', ')})`,
      );
    }
    writeFileSync(indexPath, asBuilt);
    await build.reloadIndexHtml();
  }
} finally {
  await close();
  build.stop();
}
console.log(
  [
    `\nPrerendered frame, ceiling (Lighthouse mobile, median of ${RUNS}; load ${loadavg()[0]?.toFixed(2)} on ${cpus().length} cores)`,
    `    ${'variant'.padEnd(24)} ${'perf'.padStart(5)} ${'FCP ms'.padStart(8)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)}`,
    ...lines,
  ].join('\n'),
);

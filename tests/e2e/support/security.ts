/* eslint-disable no-script-url, no-restricted-syntax -- hostile values are what these tests feed the app */
import { expect, type Page } from '@playwright/test';

/**
 * Security: the hostile inputs the security specs feed the console, and the checks that
 * none of them ran. Every XSS payload, if the console ever turned it into markup or code, sets
 * `window.__xss` (or its parent's), so one global tells whether anything ran.
 */
export const XSS_PAYLOADS = [
  '<img src=x onerror=window.__xss=1>',
  '<script>window.__xss=1</script>',
  '"><svg onload=window.__xss=1>',
  'javascript:window.__xss=1',
  "{{constructor.constructor('window.__xss=1')()}}",
  '<iframe srcdoc="<script>parent.__xss=1</script>">',
  '<a href="javascript:window.__xss=1">x</a>',
  '[x](javascript:window.__xss=1)',
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  // A right-to-left override in front of markup: the text must stay the text, reordered or not.
  '\u202egnp.<img src=x onerror=window.__xss=1>',
] as const;

/** Elements a payload would create if it were parsed as HTML. */
const INJECTED =
  'img[src="x"], svg[onload], [onerror], [onload], iframe[srcdoc], a[href^="javascript:" i], script:not([src])';

/** Fails the test if any page of the context opens a browser dialog (alert, confirm, prompt). */
export function failOnDialog(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

/**
 * Nothing ran and nothing was injected: `window.__xss` is still undefined and no element a payload could
 * create exists. Inline scripts are not counted when they are the page's own (index.html's theme script).
 */
export async function expectNothingInjected(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  const injected = await page.evaluate((selector) => {
    return Array.from(document.querySelectorAll(selector))
      .filter((el) => !(el instanceof HTMLScriptElement && !el.textContent?.includes('__xss')))
      .map((el) => el.outerHTML.slice(0, 120));
  }, INJECTED);
  expect(injected).toEqual([]);
}

/** Hostile `auth_redirect` values: each must end on the console's own origin (at /), never elsewhere. */
export function hostileAuthRedirects(console: string): string[] {
  const host = new URL(console).host;
  return [
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    `http://${host}.evil.example/`,
    `http://${host}@evil.example/`,
    'javascript:window.__xss=1',
    ' javascript:window.__xss=1',
    'data:text/html,<script>window.__xss=1</script>',
    '/\t/evil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/..//evil.example',
    'https:evil.example',
    'evil.example',
  ];
}

/** Hostile `redirectUrl` values for the API's browser routes: each is refused with 400, no redirect. */
export function hostileRedirectUrls(console: string): string[] {
  const { host, port } = new URL(console);
  return [
    'https://evil.example/',
    '//evil.example/',
    `http://${host}.evil.example/`,
    `http://${host}@evil.example/`,
    `http://user:pass@${host}/auth`,
    `https://${host}/auth`,
    `http://localhost:${Number(port) + 1}/auth`,
    `http://${host}\\@evil.example/`,
    `http://${host}\t.evil.example/`,
    ` http://${host}/auth`,
    'javascript:window.__xss=1',
    'data:text/html,<script>window.__xss=1</script>',
    '/auth',
    'evil.example',
  ];
}

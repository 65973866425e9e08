import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { expect, test, type APIResponse, type Page } from '@playwright/test';

import { servesBrotli } from '../../scripts/lib/nginx-site.mjs';
import { DEMO_ADMIN, submitSignIn } from './support/mock-platform';
import { htmlRequestsDone } from './support/page-time';

/**
 * Production serving: the production build behind nginx with deploy/nginx/
 * (scripts/serve-nginx.mjs, the `production` project of playwright.config.ts). The headers a security review
 * asks for, the caching per kind of file, the single-page fallback, and the console working under its Content
 * Security Policy without a single violation. The API is behind the same origin at /api/; the identity
 * provider (the mock platform's /oidc) keeps its own.
 */

const CONSOLE = `http://localhost:${process.env.E2E_NGINX_PORT ?? 4380}`;
const IDENTITY = `http://localhost:${process.env.E2E_NGINX_API_PORT ?? 3380}`;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** `directive → sources` of a policy. */
function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The bodies of the scripts the browser runs inline (neither `src` nor a JSON data block). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=|application\/json/i.test(attributes))
    .map(([, , body = '']) => body);
}

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The headers every answer of the site carries, whatever the file. */
function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const policy = parsePolicy(headers['content-security-policy'] ?? '');

  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).toContain('https://js.stripe.com');
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.filter((source) => source === '*' || /^(https?:|data:|blob:)$/.test(source))).toEqual([]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-src')).toEqual(
    expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
  );
  expect(policy.get('connect-src')).toEqual(
    expect.arrayContaining(["'self'", IDENTITY, 'https://api.stripe.com']),
  );
  expect(policy.get('img-src')).toContain('https://*.stripe.com');
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);

  const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '');
  expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(ONE_YEAR_SECONDS);
  expect(headers['strict-transport-security']).toContain('includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers.server).toBe('nginx'); // no version (server_tokens off)
}

test('index.html, a deep link and a hashed asset: the security headers, and caching by kind of file', async ({
  request,
}) => {
  const index = await request.get('/');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(index.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(index);
  const html = await index.text();

  // A deep link is the app's index.html (the router takes the URL), with the same headers.
  const deepLink = await request.get('/api-keys?sort=name&dir=asc');
  expect(deepLink.status()).toBe(200);
  expect(await deepLink.text()).toBe(html);
  expect(deepLink.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(deepLink);
  // A dot in the last segment is still a route, not a file.
  expect(await (await request.get('/models/mistral-small-3.2-24b')).text()).toBe(html);

  // The entry script: a hashed name, cached for a year and never revalidated.
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+-[\w-]{8}\.js)"/.exec(html)?.[1];
  expect(entry, 'the entry script of index.html').toBeDefined();
  const asset = await request.get(entry ?? '');
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-type']).toMatch(/^application\/javascript/);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expectSecurityHeaders(asset);

  // Compressed as the build wrote it (its .br at brotli 11, its .gz at gzip 9, never compressed again per
  // request): brotli where the browser takes it and nginx has the module (ensure-nginx.mjs installs it), else
  // gzip, else as built; the same script whichever way, and caches told it depends on Accept-Encoding.
  const asBuilt = await request.get(entry ?? '', { headers: { 'accept-encoding': 'identity' } });
  expect(asBuilt.headers()['content-encoding']).toBeUndefined();
  const script = await asBuilt.body();
  const builtCopies = {
    br: brotliCompressSync(script, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(script, { level: 9 }),
  };
  for (const [accepted, encoding] of [
    ['gzip, deflate, br, zstd', servesBrotli() ? 'br' : 'gzip'],
    ['gzip', 'gzip'],
  ] as const) {
    const compressed = await request.get(entry ?? '', { headers: { 'accept-encoding': accepted } });
    expect(compressed.headers()['content-encoding'], accepted).toBe(encoding);
    expect(Number(compressed.headers()['content-length']), accepted).toBe(builtCopies[encoding].length);
    expect(compressed.headers().vary).toBe('Accept-Encoding');
    expect(compressed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await compressed.body()).equals(script)).toBe(true);
  }

  // A missing asset is a 404 (never index.html, which would be run as a broken script), with the headers.
  const missing = await request.get('/assets/index-00000000.js');
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing);

  // A file of public/ is revalidated like index.html: its name does not change with its content.
  const icon = await request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['cache-control']).toBe('no-cache');
});

test('the served HTML runs no script the policy does not name', async ({ request }) => {
  const response = await request.get('/');
  const html = await response.text();
  const scriptSources =
    parsePolicy(response.headers()['content-security-policy'] ?? '').get('script-src') ?? [];

  // Each inline script is allowed by its own hash, and the policy names no other hash.
  const inline = inlineScripts(html);
  expect(inline.length).toBe(2); // the colour mode before first paint, the signed-in app's preloads
  expect(scriptSources.filter((source) => source.startsWith("'sha")).sort()).toEqual(
    inline.map(sha256Source).sort(),
  );
  // No inline event handlers or javascript: URLs, which no hash can allow.
  expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  // Script files are the site's own.
  for (const [, src = ''] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi))
    expect(src).toMatch(/^\/assets\//);
});

test('a browser signed in last time asks for the signed-in app’s code before the entry chunk runs; a new visitor does not', async ({
  page,
}) => {
  // The entry chunk never arrives, so whatever else is requested, index.html asked for itself.
  await page.route(/\/assets\/index-[\w-]{8}\.js$/, () => undefined);
  let requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const signedInChunks = () => requested.filter((path) => /^\/assets\/(signed-in|route)-/.test(path));

  await page.goto('/models', { waitUntil: 'commit' });
  await htmlRequestsDone(page);
  expect(signedInChunks()).toEqual([]);

  // The flag a signed-in status call leaves (src/features/auth/auth-storage.ts); on the sign-in screen it
  // changes nothing either.
  await page.evaluate(() => localStorage.setItem('signed_in_hint', 'true'));
  requested = [];
  await page.goto('/auth', { waitUntil: 'commit' });
  await htmlRequestsDone(page);
  expect(signedInChunks()).toEqual([]);

  // The shell's three chunks (the _app route's component with them), and the page's own chunk with what it
  // imports: /models' includes zag's runtime chunk (its fields need it), not the machines' (its drawer loads
  // when opened); the overview's neither; /team's both.
  const zagChunks = () =>
    requested
      .filter((path) => path.startsWith('/assets/zag-'))
      .map((path) => (/^\/assets\/zag-base-[\w-]{8}\.js$/.test(path) ? 'runtime' : 'machines'))
      .sort();
  await page.goto('/models', { waitUntil: 'commit' });
  await expect.poll(() => signedInChunks().length).toBe(3);
  expect(signedInChunks().filter((path) => path.startsWith('/assets/signed-in'))).toHaveLength(3);
  await expect.poll(zagChunks).toEqual(['runtime']);
  await htmlRequestsDone(page);
  expect(zagChunks()).toEqual(['runtime']);
  const pageChunks = () =>
    requested.filter((path) => /^\/assets\/(models|api-keys|team)-[\w-]{8}\.js$/.test(path));
  expect(pageChunks()).toEqual([expect.stringMatching(/^\/assets\/models-/)]);
  requested = [];
  await page.goto('/team', { waitUntil: 'commit' });
  await expect.poll(zagChunks).toEqual(['machines', 'runtime']);
  await htmlRequestsDone(page); // none of its requests is counted for the next page
  requested = [];
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => signedInChunks().length).toBe(3);
  await htmlRequestsDone(page);
  expect(zagChunks()).toEqual([]);
  // The overview's code is one file: what it shares with other pages rides in the shell's chunks.
  const otherScripts = requested.filter(
    (path) => /\.js$/.test(path) && !/^\/assets\/(signed-in|index)-/.test(path),
  );
  expect(otherScripts).toHaveLength(1);
});

test('the API behind /api/: its answers are never cached, and a body over the limit is refused in its envelope', async ({
  request,
}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(health.headers()['cache-control']).toBe('no-store');
  expectSecurityHeaders(health);

  // Over the platform's 2 MiB, refused by nginx before the platform reads a byte, as the platform words it.
  for (const target of ['/api/v1/chat/completions', `${IDENTITY}/v1/chat/completions`]) {
    const huge = await request.post(target, {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({
        model: 'x',
        messages: [{ role: 'user', content: 'a'.repeat(3 * 1024 * 1024) }],
      }),
    });
    expect(huge.status(), target).toBe(413);
    expect(huge.headers()['content-type'], target).toMatch(/^application\/json/);
    expect(await huge.json(), target).toEqual({
      error: 'The request body is larger than the platform accepts (2 MiB).',
      code: 'PAYLOAD_TOO_LARGE',
    });
  }
});

test('the console cannot be framed by another site', async ({ page }) => {
  // A page of another origin (the identity provider's) that frames the console.
  await page.goto(`${IDENTITY}/health`);
  const blocked = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
  }, `${CONSOLE}/`);
  await blocked;
  // The frame shows the browser's error page, not the console.
  await expect.poll(() => page.frames()[1]?.url()).not.toBe(`${CONSOLE}/`);
});

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Collects every Content Security Policy violation on the console's pages: the `securitypolicyviolation`
 * event (in every document, reported through a binding that outlives navigations) and the browser's own
 * console message for it. Pages of the identity provider have their own policy and are not looked at.
 */
async function watchPolicyViolations(page: Page) {
  const violations: Violation[] = [];
  await page.exposeBinding('__reportPolicyViolation', ({ frame }, violation: Omit<Violation, 'page'>) => {
    if (frame.url().startsWith(CONSOLE)) violations.push({ page: frame.url(), ...violation });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: unknown) => void>)
        .__reportPolicyViolation;
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      });
    });
  });
  page.on('console', (message) => {
    if (!page.url().startsWith(CONSOLE)) return;
    if (/Content Security Policy|Refused to/i.test(message.text()))
      violations.push({ page: page.url(), directive: 'console', blocked: '', source: message.text() });
  });
  return violations;
}

test('signed in, every page runs under the policy without a single violation', async ({ page }) => {
  const violations = await watchPolicyViolations(page);

  // Sign-in as a person does it: the console's button, the API (through /api/), the identity provider.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${IDENTITY}/oidc/interaction/`));
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.waitForURL(`${CONSOLE}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Through the side menu, then a full page load of a deep link (the nginx fallback).
  for (const [path, heading] of [
    ['/models', 'Models'],
    ['/api-keys', 'API Keys'],
    ['/team', 'Team'],
    ['/settings', 'Settings'],
  ] as const) {
    await page.getByRole('link', { name: heading, exact: true }).click();
    await expect(page).toHaveURL(`${CONSOLE}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing & Usage' })).toBeVisible();

  // The card form: the card provider (Stripe.js, or its stand-in in mock mode) loads and takes a card.
  await page
    .getByRole('region', { name: 'Payment methods' })
    .getByRole('button', { name: 'Add card' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
  await dialog.getByRole('textbox', { name: 'Expiration date' }).fill('12/34');
  await dialog.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await expect(dialog.getByRole('button', { name: 'Add card' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The mock platform's panel (mock mode), through /api/__mock.
  const toggle = page.getByRole('button', { name: /Mock platform/ });
  await toggle.click();
  await expect(
    page.getByRole('region', { name: 'Mock platform' }).getByRole('heading', { name: 'Scenario' }),
  ).toBeVisible();
  await toggle.click();

  // Sign-out through the identity provider: the API's navigation logout sends the browser to its
  // end-session.
  const endSession = page.waitForRequest((request) =>
    request.url().startsWith(`${IDENTITY}/oidc/session/end`),
  );
  await page.goto('/signout');
  await endSession;
  await page.waitForURL((url) => url.origin === CONSOLE);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  expect(violations).toEqual([]);
});

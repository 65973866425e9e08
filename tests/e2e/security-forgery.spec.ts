import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './support/mock-control';
import { API, CONSOLE, DEMO_ADMIN, signIn, WRITE_HEADERS } from './support/mock-platform';

// Money and forged requests over real sockets (docs/security.md, "Forged requests" and "Charges happen
// once"): a page of another origin of the same site, whose requests the browser sends with the session
// cookie, changes nothing; parallel top-ups under one Idempotency-Key charge once; what a signed-in caller is
// answered is never cached. Charges change the shared mock, so this file runs in the mock-control project.

async function balance(request: APIRequestContext): Promise<number> {
  const wallet = await request.get(`${API}/v1/billing/wallet`);
  expect(wallet.ok()).toBe(true);
  return ((await wallet.json()) as { balance: { amount: number } }).balance.amount;
}

/**
 * The admin signed in, then on a page of another port of the same host: another origin of the same site,
 * whose requests the browser sends with the session cookie. A real server, so the browser treats its page as
 * it would an attacker's on a sibling subdomain.
 */
async function onAnotherOriginOfTheSite(page: Page): Promise<() => Promise<void>> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<!doctype html><title>Another site</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/`);
  await page.goto(`http://localhost:${port}/`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

test('a page of another origin of the site cannot charge the card or create a key', async ({ page }) => {
  const close = await onAnotherOriginOfTheSite(page);
  const before = await balance(page.request);
  const keys = async () =>
    ((await (await page.request.get(`${API}/v1/api-keys`)).json()) as unknown[]).length;
  const keysBefore = await keys();

  const sent = await page.evaluate(async (api) => {
    const outcomes: string[] = [];
    // What a form or a script may send without asking the API first: the session cookie goes with it.
    for (const [path, type, body] of [
      ['/v1/billing/wallet/top-ups', 'text/plain', '{"amount":1000}'],
      ['/v1/api-keys', 'text/plain', '{"name":"forged"}'],
      ['/v1/api-keys', 'application/x-www-form-urlencoded', 'name=forged'],
    ] as const) {
      // The browser sends it; what comes back is opaque, or blocked as JSON (ORB): either way unread.
      // eslint-disable-next-line no-restricted-globals -- the other origin's own script, not the console
      await fetch(`${api}${path}`, {
        method: 'POST',
        mode: 'no-cors',
        credentials: 'include',
        headers: { 'Content-Type': type },
        body,
      }).catch(() => undefined);
      outcomes.push('sent');
    }
    // With the console's header the browser must ask first, and the API does not allow this origin.
    try {
      // eslint-disable-next-line no-restricted-globals -- the other origin's own script, not the console
      await fetch(`${api}/v1/billing/wallet/top-ups`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: '{"amount":1000}',
      });
      outcomes.push('answered');
    } catch {
      outcomes.push('blocked');
    }
    return outcomes;
  }, API);
  expect(sent).toEqual(['sent', 'sent', 'sent', 'blocked']);
  expect(await balance(page.request)).toBe(before);
  expect(await keys()).toBe(keysBefore);
  await close();
});

test('five top-ups at once under one Idempotency-Key charge once; another key charges again', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/`);
  const before = await balance(page.request);
  const topUp = (key: string) =>
    page.request.post(`${API}/v1/billing/wallet/top-ups`, {
      headers: { ...WRITE_HEADERS, 'Idempotency-Key': key },
      data: { amount: 25 },
    });
  const answers = await Promise.all(Array.from({ length: 5 }, () => topUp('one-intent')));
  const bodies = await Promise.all(answers.map((answer) => answer.text()));
  expect(answers.map((answer) => answer.status())).toEqual([201, 201, 201, 201, 201]);
  expect(new Set(bodies).size).toBe(1);
  expect(await balance(page.request)).toBeCloseTo(before + 25, 2);

  expect((await topUp('another-intent')).status()).toBe(201);
  expect(await balance(page.request)).toBeCloseTo(before + 50, 2);
  const reused = await page.request.post(`${API}/v1/billing/wallet/top-ups`, {
    headers: { ...WRITE_HEADERS, 'Idempotency-Key': 'one-intent' },
    data: { amount: 30 },
  });
  expect(reused.status()).toBe(409);
  expect(await balance(page.request)).toBeCloseTo(before + 50, 2);
});

test('what a signed-in caller is answered is never cached: a new key’s secret, the profile, the wallet', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/`);
  const created = await page.request.post(`${API}/v1/api-keys`, {
    headers: WRITE_HEADERS,
    data: { name: 'No store' },
  });
  expect(created.status()).toBe(201);
  for (const answer of [
    created,
    await page.request.get(`${API}/v1/users/me`),
    await page.request.get(`${API}/v1/billing/wallet`),
    await page.request.get(`${API}/v1/auth/status`),
  ]) {
    expect(answer.headers()['cache-control'], answer.url()).toBe('no-store');
  }
});

import { expect, test, type Page } from '@playwright/test';

import { API, CONSOLE, DEMO_ADMIN, signIn } from './support/mock-platform';

// The API keys page against the mock platform. Every test works on keys it creates itself (never the
// demo key other specs use), so the specs can share the platform.

const SECRET = /^sk-eu-[0-9a-f]{32}$/;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openKeys(page: Page) {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/api-keys`);
  await expect(page.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

/** Creates a key through the dialog; returns the secret shown, with the dialog still open. */
async function createKey(page: Page, name: string, description = '') {
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
  if (description) await dialog.getByRole('textbox', { name: /Description/ }).fill(description);
  await dialog.getByRole('button', { name: 'Create key' }).dblclick();
  const revealed = page.getByRole('dialog', { name: 'Your new API key' });
  const secret = await revealed.getByRole('textbox', { name: 'Secret key' }).inputValue();
  expect(secret).toMatch(SECRET);
  return { revealed, secret };
}

/** Whether the page, its storage or its scripts' view of the DOM still hold `text`. */
async function traces(page: Page, text: string) {
  return page.evaluate((needle) => {
    const storage = (store: Storage) =>
      Array.from(
        { length: store.length },
        (_, i) => `${store.key(i)}=${store.getItem(store.key(i) ?? '')}`,
      ).join('\n');
    const inputs = Array.from(
      document.querySelectorAll('input, textarea'),
      (el) => (el as HTMLInputElement).value,
    );
    return {
      innerText: document.body.innerText.includes(needle),
      html: document.documentElement.outerHTML.includes(needle),
      inputs: inputs.some((value) => value.includes(needle)),
      localStorage: storage(localStorage).includes(needle),
      sessionStorage: storage(sessionStorage).includes(needle),
    };
  }, text);
}

const NOWHERE = { innerText: false, html: false, inputs: false, localStorage: false, sessionStorage: false };

/** The model list through the platform with an API key: 200 while it works, 401 once it does not. */
async function modelsStatusWith(page: Page, secret: string) {
  const response = await page.request.get(`${API}/v1/models`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  return response.status();
}

test('create a key (a double click sends one request), copy it, close: the secret is gone from page and storage', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: CONSOLE });
  await openKeys(page);
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/api-keys') {
      creates.push(request.postData() ?? '');
    }
  });

  const name = unique('E2E create');
  const { revealed, secret } = await createKey(page, name, 'Made by the end-to-end tests');
  expect(creates).toEqual([JSON.stringify({ name, description: 'Made by the end-to-end tests' })]);
  await expect(revealed.getByText('This is the only time it is shown')).toBeVisible();
  await expect(page.getByText(`The key “${name}” was created.`)).toBeVisible();

  await revealed.getByRole('button', { name: 'Copy' }).click();
  await expect(revealed.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  expect(await modelsStatusWith(page, secret)).toBe(200);

  await revealed.getByRole('button', { name: 'Done' }).click();
  await expect(revealed).toBeHidden();
  await expect(page.getByRole('button', { name: 'Create key' })).toBeFocused();
  expect(await traces(page, secret)).toEqual(NOWHERE);

  // The new key is in the list at once (newest first), without its secret.
  await expect(page.getByRole('row').nth(1)).toContainText(name);
  await expect(page.getByRole('row').nth(1)).toContainText(`${secret.slice(0, 10)}…`);
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await traces(page, secret)).toEqual(NOWHERE);
});

test('rotate: the old secret stops working at once, the new one is shown once', async ({ page }) => {
  await openKeys(page);
  const name = unique('E2E rotate');
  const { revealed, secret: old } = await createKey(page, name);
  await revealed.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: `Rotate ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Rotate “${name}”?` });
  await expect(confirm).toContainText('The current secret stops working immediately');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Rotate key' }).click();

  const rotated = page.getByRole('alertdialog', { name: `The new secret of “${name}”` });
  const secret = await rotated.getByRole('textbox', { name: 'Secret key' }).inputValue();
  expect(secret).toMatch(SECRET);
  expect(secret).not.toBe(old);
  expect(await modelsStatusWith(page, old)).toBe(401);
  expect(await modelsStatusWith(page, secret)).toBe(200);

  await rotated.getByRole('button', { name: 'Done' }).click();
  await expect(rotated).toBeHidden();
  await expect(page.getByRole('button', { name: `Rotate ${name}` })).toBeFocused();
  expect(await traces(page, secret)).toEqual(NOWHERE);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(`${secret.slice(0, 10)}…`);
});

test('revoke: a confirmation naming the key, then the key leaves the list and stops working', async ({
  page,
}) => {
  await openKeys(page);
  const name = unique('E2E revoke');
  const { revealed, secret } = await createKey(page, name);
  await revealed.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Revoke “${name}”?` });
  await expect(confirm).toContainText('The key stops working immediately');
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`The key “${name}” was revoked.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  expect(await modelsStatusWith(page, secret)).toBe(401);

  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('usage: totals, a chart of requests per day with a text alternative, per model; 7, 30 or 90 days', async ({
  page,
}) => {
  await openKeys(page);
  // Other specs add keys to the shared platform: the list (rendered as it scrolls) is filtered to the one.
  await page.getByRole('searchbox', { name: 'Filter keys' }).fill('Demo key');
  await page.getByRole('button', { name: 'Usage of Demo key' }).click();
  const drawer = page.getByRole('dialog', { name: 'Usage of “Demo key”' });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/usage=\d+/);
  await expect(drawer.locator('dt', { hasText: 'Total tokens' })).toBeVisible();
  await expect(drawer.locator('canvas').first()).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'Requests per day' })).toBeAttached();
  await expect(drawer.getByRole('table', { name: 'Requests per day' }).getByRole('row')).toHaveCount(31);
  await expect(drawer.getByRole('columnheader', { name: 'Model' })).toBeVisible();

  const sevenDays = page.waitForRequest((request) => request.url().includes('/usage?'));
  await drawer.getByText('7 days').click();
  const url = new URL((await sevenDays).url());
  const span =
    (Date.parse(url.searchParams.get('end_date') ?? '') -
      Date.parse(url.searchParams.get('start_date') ?? '')) /
      86_400_000 +
    1;
  expect(span).toBe(7);
  await expect(drawer.getByRole('table', { name: 'Requests per day' }).getByRole('row')).toHaveCount(8);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Usage of Demo key' })).toBeFocused();
});

test('/api-keys?create=true (the command palette) opens the create dialog; the filter lives in the address', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/api-keys?create=true`);
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Name/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${CONSOLE}/api-keys`);

  await page.getByRole('searchbox', { name: 'Filter keys' }).fill('demo');
  await expect(page).toHaveURL(/[?&]q=demo/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Filter keys' })).toHaveValue('demo');
  await expect(page.getByRole('row')).toHaveCount(2);
});

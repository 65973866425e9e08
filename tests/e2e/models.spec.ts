import { expect, test, type Page } from '@playwright/test';

import { scaled } from './support/budget';
import { CONSOLE, DEMO_ADMIN, signIn } from './support/mock-platform';

// The Models page - catalogue, details, playground (chat, streaming, embeddings) and comparison.

async function openModels(page: Page) {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/models`);
  await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
}

/** The drawer of a model, opened by its link (the command palette's), on its Test tab. */
async function openTest(page: Page, modelId: string) {
  await signIn(
    page,
    DEMO_ADMIN.email,
    DEMO_ADMIN.password,
    `${CONSOLE}/models?model=${encodeURIComponent(modelId)}`,
  );
  const drawer = page.getByRole('dialog', { name: modelId });
  await drawer.getByRole('tab', { name: 'Test' }).click();
  return drawer;
}

/** The value shown under a result's label (Latency, Tokens…). */
const stat = (scope: ReturnType<Page['getByRole']>, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test("the catalogue paints without the details drawer's code; pointing at a model starts loading it", async ({
  page,
}) => {
  const drawerCode: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/assets\/model-drawer-[\w-]{8}\.js$/.test(pathname)) drawerCode.push(pathname);
  });
  await openModels(page);
  const link = page.getByRole('table').getByRole('link', { name: 'mistral-small-3.2-24b' });
  await expect(link).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(drawerCode).toEqual([]);

  await link.hover();
  await expect.poll(() => drawerCode.length).toBe(1);
  await link.click();
  await expect(page.getByRole('dialog', { name: 'mistral-small-3.2-24b' })).toBeVisible();
  expect(drawerCode).toHaveLength(1);
});

test('filters the catalogue, keeps the filters in the URL and opens a model', async ({ page }) => {
  await openModels(page);
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'mistral-small-3.2-24b' })).toBeVisible();
  // Models without both prices are never listed.
  await expect(table.getByRole('link', { name: 'teuken-7b-instruct' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Type' }).selectOption('embedding');
  await page.getByRole('searchbox', { name: 'Search models' }).fill('multilingual');
  await expect(page).toHaveURL(/type=embedding/);
  await expect(page).toHaveURL(/q=multilingual/);
  await expect(table.getByRole('link', { name: 'bge-m3' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'nomic-embed-text-v1.5' })).toHaveCount(0);
  await expect(table.getByRole('link', { name: 'mistral-small-3.2-24b' })).toHaveCount(0);

  // The filters survive a reload.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search models' })).toHaveValue('multilingual');
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('embedding');

  await page.getByRole('table').getByRole('link', { name: 'bge-m3' }).click();
  const drawer = page.getByRole('dialog', { name: 'bge-m3' });
  await expect(drawer.getByText('Vector dimensions')).toBeVisible();
  await expect(drawer.getByText('1,024', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/model=bge-m3/);
  await drawer.getByRole('tab', { name: 'Code' }).click();
  await expect(drawer.getByLabel('curl example')).toContainText('Authorization: Bearer YOUR_API_KEY');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/model=/);
  await expect(page).toHaveURL(/type=embedding/);
});

test('runs an embedding test and shows the dimension, tokens and latency', async ({ page }) => {
  const drawer = await openTest(page, 'bge-m3');
  await drawer.getByRole('textbox', { name: 'Input text' }).fill('The quick brown fox');
  await expect(drawer.getByText(/^Estimated cost: about /)).toBeVisible();
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(stat(drawer, 'Dimensions')).toHaveText('1,024');
  await expect(stat(drawer, 'First values')).toHaveText(/^\[[+-]\d\.\d{4}, /);
  await expect(stat(drawer, 'Tokens')).toHaveText(/^\d+ in · 0 out · \d+ total$/);
  await expect(stat(drawer, 'Latency')).toHaveText(/^\d[\d,]* ms$/);
});

test('streams a reply token by token and stops it', async ({ page }) => {
  const drawer = await openTest(page, 'mistral-small-3.2-24b');
  await drawer.getByRole('textbox', { name: 'Message 1' }).fill('Tell me about data sovereignty in Europe.');
  await drawer.getByText('Stream the reply').click();
  await expect(drawer.getByRole('checkbox', { name: 'Stream the reply' })).toBeChecked();

  // A whole streamed reply first: the time to the first token is shown.
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(stat(drawer, 'First token')).toHaveText(/^\d[\d,]* ms$/);
  const complete = await drawer.getByRole('region', { name: 'Reply' }).textContent();

  // Then a slow network, so the reply is still arriving when Stop is pressed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 400,
    uploadThroughput: -1,
  });
  await drawer.getByRole('button', { name: 'Send' }).click();
  const reply = drawer.getByRole('region', { name: 'Reply' });
  await expect(reply).not.toHaveText(/Waiting for the reply/, { timeout: scaled(15_000) });
  await expect(reply).not.toBeEmpty();
  await drawer.getByRole('button', { name: 'Stop' }).click();
  await expect(drawer.getByText('Stopped: the reply is cut where you stopped it.')).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const partial = (await reply.textContent()) ?? '';
  expect(partial.length).toBeGreaterThan(0);
  expect(partial.length).toBeLessThan((complete ?? '').length);
  expect(complete?.startsWith(partial)).toBe(true);
  await expect(drawer.getByRole('button', { name: 'Send' })).toBeEnabled();
});

test('compares two models side by side on the same prompt', async ({ page }) => {
  await openModels(page);
  await page.getByRole('button', { name: 'Compare models' }).click();
  const drawer = page.getByRole('dialog', { name: 'Compare models' });
  await drawer.getByRole('combobox', { name: 'Model 1' }).selectOption('mistral-small-3.2-24b');
  await drawer.getByRole('combobox', { name: 'Model 2' }).selectOption('gemma-3-27b-it');
  await expect(page).toHaveURL(
    /compare=mistral-small-3\.2-24b%2Cgemma-3-27b-it|compare=mistral-small-3\.2-24b,gemma-3-27b-it/,
  );
  await drawer.getByRole('textbox', { name: 'Prompt' }).fill('Name three Swedish lakes.');
  await drawer.getByRole('button', { name: 'Compare' }).click();
  for (const model of ['mistral-small-3.2-24b', 'gemma-3-27b-it']) {
    const column = drawer.getByRole('region', { name: model });
    await expect(stat(column, 'Latency')).toHaveText(/^\d[\d,]* ms$/);
    await expect(stat(column, 'Tokens')).toHaveText(/^\d+ in · \d+ out · \d+ total$/);
    await expect(stat(column, 'Actual cost')).toHaveText(/^€\d/);
  }
  await expect(drawer.getByText('Fastest')).toBeVisible();
  await expect(drawer.getByText('Cheapest')).toBeVisible();
});

test('a model name holding HTML renders as text', async ({ page }) => {
  const hostile = '<img src=x onerror="window.__pwned=1">Evil<script>window.__pwned=2</script>';
  const model = {
    id: hostile,
    object: 'model',
    created: 1_750_000_000,
    root: hostile,
    owned_by: '<b>mallory</b>',
    tags: ['chat', '<i>tag</i>'],
    model_type: 'chat',
    pricing: { input: 0.1, output: 0.2, currency: 'EUR', unit: 'per_million_tokens' },
    description: '<u>described</u>',
  };
  await page.route(
    (url) => url.pathname === '/v1/models',
    (route) => route.fulfill({ json: { object: 'list', data: [model] } }),
  );
  await page.route(
    (url) => url.pathname.startsWith('/v1/models/'),
    (route) => route.fulfill({ json: model }),
  );
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openModels(page);
  const link = page.getByRole('table').getByRole('link');
  await expect(link).toHaveText(hostile);
  await expect(page.getByText('by <b>mallory</b>')).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await link.click();
  const drawer = page.getByRole('dialog', { name: hostile });
  await expect(drawer.getByText('<u>described</u>')).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

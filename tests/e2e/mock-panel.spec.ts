import type { Page } from '@playwright/test';

import { expect, test } from './support/mock-control';
import { API } from './support/mock-platform';

// The mock panel of the mock-mode build (dist-e2e/). These tests change the shared mock platform (faults,
// scenario, back office), so playwright.config.ts runs them in the serial project, and the mock platform
// is reset before each (support/mock-control.ts).
test.describe.configure({ mode: 'serial' });

async function openPanel(page: Page) {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /Mock platform/ });
  await expect(toggle).toBeVisible();
  await toggle.click();
  const panel = page.getByRole('region', { name: 'Mock platform' });
  await expect(panel.getByRole('heading', { name: 'Scenario' })).toBeVisible();
  return { toggle, panel };
}

test('the panel opens and closes from the keyboard', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /Mock platform/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Mock platform' });
  await expect(panel).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  await panel.getByRole('combobox').first().focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('sets a fault on an operation, shows it, and clears it', async ({ page, request, mockPlatform }) => {
  const { panel } = await openPanel(page);

  await panel.getByLabel('Operation').selectOption('listApiKeys');
  await panel.getByLabel('Fault', { exact: true }).selectOption({ label: 'Error response' });
  await panel.getByLabel('HTTP status').fill('503');
  await panel.getByLabel('Error code').selectOption('SERVER_ERROR');
  await panel.getByRole('button', { name: 'Apply fault' }).click();

  await expect(panel.getByText('Fault set on listApiKeys.')).toBeVisible();
  expect((await mockPlatform.state()).faults).toEqual({ listApiKeys: { status: 503, code: 'SERVER_ERROR' } });
  await expect(panel.getByRole('list', { name: 'Active faults' })).toContainText('listApiKeys');
  // The fault is real: the API answers it.
  const faulted = await request.get(`${API}/v1/api-keys`);
  expect(faulted.status()).toBe(503);
  expect(await faulted.json()).toMatchObject({ code: 'SERVER_ERROR' });

  await panel.getByLabel('Operation').selectOption('listModels');
  await panel.getByLabel('Fault', { exact: true }).selectOption({ label: 'Network failure' });
  await panel.getByLabel('Next calls only').fill('2');
  await panel.getByRole('button', { name: 'Apply fault' }).click();
  await expect
    .poll(async () => (await mockPlatform.state()).faults.listModels)
    .toEqual({ network: true, times: 2 });

  await panel.getByRole('button', { name: 'Clear all faults' }).click();
  await expect(panel.getByText('All faults cleared.')).toBeVisible();
  expect((await mockPlatform.state()).faults).toEqual({});
});

test('switches the back office down and up', async ({ page, request, mockPlatform }) => {
  const { panel } = await openPanel(page);

  await panel.getByRole('radiogroup', { name: 'Back office' }).getByText('Down').click();
  await expect.poll(async () => (await mockPlatform.state()).settings.odooStatus).toBe('down');
  const health = (await (await request.get(`${API}/health`)).json()) as unknown;
  expect(health).toMatchObject({ odoo: { status: 'down' } });

  await panel.getByRole('radiogroup', { name: 'Back office' }).getByText('Up').click();
  await expect.poll(async () => (await mockPlatform.state()).settings.odooStatus).toBe('up');
});

test('switches the scenario and resets the data', async ({ page, mockPlatform }) => {
  const { panel } = await openPanel(page);

  await panel.getByRole('combobox', { name: 'Scenario' }).selectOption('empty');
  await panel.getByRole('button', { name: 'Switch' }).click();
  await expect(panel.getByText('Switched to the empty scenario.')).toBeVisible();
  expect((await mockPlatform.state()).scenario).toBe('empty');
  await expect(page.getByRole('button', { name: /Mock platform · empty/ })).toBeVisible();

  await panel.getByRole('combobox', { name: 'Scenario' }).selectOption('default');
  await panel.getByRole('button', { name: 'Switch' }).click();
  await expect.poll(async () => (await mockPlatform.state()).scenario).toBe('default');

  await panel.getByRole('spinbutton', { name: 'Inference latency (ms)' }).fill('900');
  await panel.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect.poll(async () => (await mockPlatform.state()).settings.inferenceLatencyMs).toBe(900);
  await panel.getByRole('button', { name: 'Reset data' }).click();
  await expect(panel.getByText('Data reset to the default scenario.')).toBeVisible();
  expect((await mockPlatform.state()).settings.inferenceLatencyMs).not.toBe(900);
});

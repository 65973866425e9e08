import { expect, test } from './support/mock-control';
import { API, CONSOLE, DEMO_ADMIN, signIn } from './support/mock-platform';

// Spec section 2 (maintenance, error screens) and the palette's failure state. These change the shared
// mock platform (faults, back-office status), so playwright.config.ts runs them in the serial project,
// which resets the mock platform before each test.
test.describe.configure({ mode: 'serial' });

test('the back office down shows the Swedish maintenance screen, whatever the language; back up, the console returns', async ({
  page,
  request,
  mockPlatform,
}) => {
  await mockPlatform.updateSettings({ odooStatus: 'down' });
  const health = async () =>
    ((await (await request.get(`${API}/health`)).json()) as { odoo: { status: string } }).odoo.status;
  await expect.poll(health).toBe('down');
  const healthSeen = page.waitForResponse((response) => response.url() === `${API}/health`);
  await page.goto('/auth');
  await healthSeen;
  await expect(page.getByRole('heading', { name: 'Underhållsläge' })).toBeVisible();
  await expect(
    page.getByText('Systemet är för närvarande under underhåll. Vänligen kom tillbaka om några timmar.'),
  ).toBeVisible();
  const back = page.getByRole('button', { name: 'Tillbaka till startsidan' });
  await expect(back).toBeVisible();

  await mockPlatform.updateSettings({ odooStatus: 'up' });
  await back.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Underhållsläge' })).toHaveCount(0);
});

// A failing auth-status call on /auth (every fault, with the catalogue's message and Try again) is in the
// fault matrix, faults-matrix.spec.ts.

test('a signed-in page whose sign-in check fails shows the status error screen, and Try again lets the user in', async ({
  page,
  mockPlatform,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  await mockPlatform.setFault('getAuthStatus', { status: 500, code: 'SERVER_ERROR' });
  await page.goto('/settings');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not check your sign-in status.' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByText('Something went wrong on our side. Please try again in a few minutes.'),
  ).toBeVisible();
  await mockPlatform.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('the palette says "Failed to load search results" when a source fails', async ({
  page,
  mockPlatform,
}) => {
  // A page that has not loaded the palette's sources already (the overview counts the API keys).
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await mockPlatform.setFault('listApiKeys', { status: 500, code: 'SERVER_ERROR' });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await expect(dialog.getByText('Failed to load search results')).toBeVisible({ timeout: 15_000 });
});

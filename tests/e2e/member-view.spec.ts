import type { Locator, Page } from '@playwright/test';

import { followSystemScheme, scanBothSchemes } from './support/a11y';
import { scaled } from './support/budget';
import { expect, test } from './support/mock-control';
import { API, CONSOLE, DEMO_MEMBER, signIn, WRITE_HEADERS } from './support/mock-platform';

// A member's console (docs/roles.md): Erik (member of Nordlys, his interface in Swedish) walks Team, Billing,
// API keys and Settings. What only admins may do is disabled with its reason or not offered; what a member
// may do (his own API key) works. He creates a key, so this file runs in the mock-control project, which
// resets the mock platform before every test.

/** Signs Erik in at `path` and waits for the page's heading. */
async function asErik(page: Page, path: string, heading: string) {
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, `${CONSOLE}${path}`);
  // His account's language (Swedish) is applied once the signed-in app starts: give it the time.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: scaled(15_000),
  });
}

/** Disabled for his role, yet reachable by keyboard, and saying why. */
async function expectGated(button: Locator, reason: string) {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription(reason);
  await expect(button.page().getByText(reason, { exact: true }).first()).toBeVisible();
  await button.focus();
  await expect(button).toBeFocused();
}

/** The write calls the page makes, to see that a gated action sends none. */
function writes(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.origin === API &&
      url.pathname.startsWith('/v1/') &&
      !['GET', 'OPTIONS'].includes(request.method())
    ) {
      seen.push(`${request.method()} ${url.pathname}`);
    }
  });
  return seen;
}

test('Team: Invite disabled with its reason, no role, removal or invitation actions', async ({ page }) => {
  const sent = writes(page);
  await asErik(page, '/team?invite=true', 'Team');
  const members = page.getByRole('region', { name: 'Teammedlemmar' });
  await expect(members.getByRole('row', { name: /Erik Johansson/ })).toContainText('Du');
  // The address asked for the invite dialog; a member gets the page, not the dialog.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const invite = page.getByRole('button', { name: 'Bjud in medlem' });
  await expectGated(invite, 'Bara administratörer kan bjuda in medlemmar.');
  await page.keyboard.press('Enter');
  await invite.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(
    page.getByText(
      'Bara administratörer kan bjuda in personer, ändra roller, ta bort medlemmar eller skicka om och återkalla inbjudningar.',
    ),
  ).toBeVisible();
  await expect(members.getByRole('row').getByRole('button')).toHaveCount(0);
  await expect(members.getByRole('columnheader', { name: 'Åtgärder' })).toHaveCount(0);
  const invitations = page.getByRole('list', { name: 'Inbjudningar' });
  await expect(invitations.getByRole('listitem')).not.toHaveCount(0);
  await expect(invitations.getByRole('button')).toHaveCount(0);

  // The palette offers no Invite member either.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: /Kommandopalett|Command palette/ });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('Bjud in');
  await expect(palette.getByRole('option', { name: /Bjud in medlem/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(sent).toEqual([]);
});

test('Billing: Change plan, Add card and the low-balance Save disabled with reasons; no Remove', async ({
  page,
}) => {
  const sent = writes(page);
  await asErik(page, '/billing', 'Fakturering och användning');
  await expectGated(
    page.getByRole('button', { name: 'Byt abonnemang' }),
    'Bara administratörer kan byta abonnemang.',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expectGated(
    page.getByRole('button', { name: 'Lägg till kort' }),
    'Bara administratörer kan lägga till eller ta bort kort.',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('payment-method').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ta bort / })).toHaveCount(0);

  const threshold = page.getByRole('textbox', { name: /Varna mig/ });
  await expect(threshold).toHaveAttribute('readonly', '');
  // The wallet has two forms with a Spara (the warning and the automatic recharge): the warning's.
  const save = page.locator('form').filter({ has: threshold }).getByRole('button', { name: 'Spara' });
  await expectGated(save, 'Bara administratörer kan ändra varningen för lågt saldo.');
  await page.keyboard.press('Enter');
  await threshold.press('Enter');
  expect(sent).toEqual([]);
});

test('API keys: a member creates, rotates and revokes his own key', async ({ page }) => {
  await asErik(page, '/api-keys', 'API-nycklar');
  const name = `Eriks nyckel ${Date.now().toString(36)}`;
  const create = page.getByRole('button', { name: 'Skapa nyckel' });
  await expect(create).toBeEnabled();
  await expect(create).not.toHaveAttribute('aria-disabled');
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'Skapa API-nyckel' });
  await dialog.getByRole('textbox', { name: /Namn/ }).fill(name);
  await dialog.getByRole('button', { name: 'Skapa nyckel' }).click();
  const revealed = page.getByRole('dialog', { name: 'Din nya API-nyckel' });
  const secret = await revealed.getByRole('textbox', { name: 'Hemlig nyckel' }).inputValue();
  expect(secret.length).toBeGreaterThan(20);
  const models = await page.request.get(`${API}/v1/models`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  expect(models.status()).toBe(200);
  await revealed.getByRole('button', { name: 'Klar' }).click();

  await expect(page.getByRole('button', { name: `Rotera ${name}` })).toBeEnabled();
  await page.getByRole('button', { name: `Återkalla ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Återkalla ”${name}”?` });
  await confirm
    .getByRole('button', { name: /Återkalla/ })
    .last()
    .click();
  await expect(page.getByText(`Nyckeln ”${name}” har återkallats.`)).toBeVisible();
});

test('Settings: the plan section leads a member to Billing & Usage with the reason', async ({ page }) => {
  await asErik(page, '/settings', 'Inställningar');
  const plan = page.getByRole('region', { name: 'Abonnemang' });
  const link = plan.getByRole('link', { name: 'Fakturering och användning' });
  await expect(link).toHaveAccessibleDescription('Bara administratörer kan byta abonnemang.');
  await expect(plan.getByRole('link', { name: 'Byt abonnemang' })).toHaveCount(0);
  // His own profile is his to change.
  await expect(page.getByRole('region', { name: 'Profil' }).getByRole('textbox').first()).toBeEditable();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fakturering och användning' })).toBeVisible();
});

test.describe("axe on a member's pages", () => {
  const MEMBER_STATE = 'test-results/.member-view-state.json';

  test.beforeAll(async ({ browser, mockPlatform }) => {
    // One sign-in for the scans (sessions survive the mock's reset before each test).
    await mockPlatform.reset();
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await asErik(await context.newPage(), '/team', 'Team');
    await context.storageState({ path: MEMBER_STATE });
    await context.close();
  });
  test.use({ storageState: MEMBER_STATE });

  const pages = [
    ['/team', 'Team'],
    ['/billing', 'Fakturering och användning'],
    ['/api-keys', 'API-nycklar'],
    ['/settings', 'Inställningar'],
  ] as const;
  // One test for the four pages: his theme is set once, and each page is a named step.
  test(`axe: ${pages.map(([path]) => path).join(', ')} as a member, light and dark`, async ({ page }) => {
    test.setTimeout(scaled(30_000 * pages.length));
    await followSystemScheme(page);
    // His account keeps a theme of its own (dark): here it follows the system, switched for each scan.
    const me = (await (await page.request.get(`${API}/v1/users/me`)).json()) as {
      id: number;
      settings: Record<string, unknown>;
    };
    const saved = await page.request.put(`${API}/v1/users/${me.id}`, {
      headers: WRITE_HEADERS,
      data: { settings: { ...me.settings, theme: 'system' } },
    });
    expect(saved.status()).toBe(200);

    for (const [path, heading] of pages) {
      await test.step(path, async () => {
        await page.goto(`${CONSOLE}${path}`);
        // His account's language (Swedish) is applied once the signed-in app starts.
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
          timeout: scaled(15_000),
        });
        await page.waitForLoadState('networkidle');
        await scanBothSchemes(page, `${path} as a member`);
      });
    }
  });
});

import type { Locator, Page } from '@playwright/test';

import { expect, test } from './support/mock-control';
import { API, CONSOLE, DEMO_ADMIN, DEMO_MEMBER, signIn, WRITE_HEADERS } from './support/mock-platform';

// The Team page (/team) against the mock platform. Invites, role changes and removals change the
// shared mock's data (and one test switches to the `large` scenario), so playwright.config.ts runs this file
// in the mock-control project (one test at a time), which resets the mock before every test.

async function openTeam(page: Page, path = '/team') {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team members' })).toBeVisible();
}

/** The write calls the page makes (method and path), to see that a double click sends one. */
function writes(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === API && request.method() !== 'GET' && request.method() !== 'OPTIONS') {
      seen.push(`${request.method()} ${url.pathname}`);
    }
  });
  return seen;
}

/**
 * Double-clicks `button` with the team's write calls held until both clicks are in: the second click then
 * surely lands while the first one's call is on its way, however slowly the page takes the clicks.
 */
async function doubleClickWhileSending(page: Page, button: Locator) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${API}/v1/users/**`, async (route) => {
    if (route.request().method() !== 'GET') await released;
    await route.continue();
  });
  await button.dblclick();
  release();
}

const invitations = (page: Page) => page.getByRole('list', { name: 'Invitations' });
const memberRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Team members' }).getByRole('row', { name: new RegExp(name) });

test('the members and invitations; /team?invite=true opens the invite dialog, keyboard only', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/team?invite=true`);
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  // Focus stays in the dialog.
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${CONSOLE}/team`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const invite = page.getByRole('button', { name: 'Invite member' });
  await expect(invite).toBeFocused();

  await expect(page.getByText('12 members')).toBeVisible();
  const anna = memberRow(page, 'Anna Lindqvist');
  await expect(anna).toContainText('You');
  await expect(anna).toContainText('admin@nordlys.example');
  await expect(anna).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(invitations(page).getByRole('listitem')).toHaveCount(4);

  // Reopened from the keyboard, the dialog gives focus back to its button.
  await invite.press('Enter');
  // Open means focus inside: only then does the dialog take Escape (it is drawn before its keys are listened to).
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(invite).toBeFocused();

  // The command palette's "Invite member" action leads to the same dialog, from any page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('Invite member');
  await expect(palette.getByRole('option').first()).toContainText('Invite member');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${CONSOLE}/team?invite=true`);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type('keyboard@nordlys.example');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('keyboard@nordlys.example');
});

test('invite: a member or a pending address is refused with a clear message; a new one is sent once and listed', async ({
  page,
}) => {
  await openTeam(page);
  await expect(invitations(page)).toBeVisible();
  const sent = writes(page);
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  const email = dialog.getByRole('textbox', { name: 'Email' });

  await email.fill(DEMO_MEMBER.email);
  await expect(dialog.getByText(`${DEMO_MEMBER.email} is already a member of the team.`)).toBeVisible();
  await email.fill('sofia.holm@nordlys.example');
  await expect(
    dialog.getByText(
      'sofia.holm@nordlys.example already has a pending invitation. You can resend it from the list.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  expect(sent).toEqual([]);

  await email.fill('maja.berg@nordlys.example');
  await dialog.getByText('Admin', { exact: true }).click();
  await doubleClickWhileSending(page, dialog.getByRole('button', { name: 'Send invitation' }));
  await expect(page.getByText('Invitation sent to maja.berg@nordlys.example')).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = invitations(page).getByRole('listitem').filter({ hasText: 'maja.berg@nordlys.example' });
  await expect(item).toContainText('Admin');
  await expect(item).toContainText('Pending');
  expect(sent).toEqual(['POST /v1/users/invites']);

  // It is the server's too.
  await page.reload();
  await expect(invitations(page).getByText('maja.berg@nordlys.example')).toBeVisible();
});

test('resend an invitation; cancel one after a confirmation', async ({ page }) => {
  await openTeam(page);
  const sent = writes(page);
  const oskar = invitations(page).getByRole('listitem').filter({ hasText: 'oskar.lund@nordlys.example' });
  await expect(oskar).toContainText('Expired');
  await doubleClickWhileSending(
    page,
    oskar.getByRole('button', { name: 'Resend the invitation to oskar.lund@nordlys.example' }),
  );
  await expect(page.getByText('The invitation to oskar.lund@nordlys.example was sent again')).toBeVisible();
  await expect(oskar).toContainText('Pending');

  const lars = invitations(page).getByRole('listitem').filter({ hasText: 'lars.nyberg@nordlys.example' });
  await lars.getByRole('button', { name: 'Cancel the invitation to lars.nyberg@nordlys.example' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this invitation?' });
  await expect(confirm).toContainText('lars.nyberg@nordlys.example will no longer be able to join');
  await confirm.getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(page.getByText('The invitation to lars.nyberg@nordlys.example was cancelled')).toBeVisible();
  await expect(lars).toHaveCount(0);
  expect(sent).toEqual([
    expect.stringMatching(/^POST \/v1\/users\/invites\/[^/]+\/resend$/),
    expect.stringMatching(/^DELETE \/v1\/users\/invites\/[^/]+$/),
  ]);

  await page.reload();
  await expect(invitations(page).getByRole('listitem')).toHaveCount(3);
  await expect(invitations(page).getByText('lars.nyberg@nordlys.example')).toHaveCount(0);
});

test("change a member's role", async ({ page }) => {
  await openTeam(page);
  const erik = memberRow(page, 'Erik Johansson');
  await expect(erik).toContainText('Member');
  const trigger = erik.getByRole('button', { name: 'Change role of Erik Johansson' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Change the role of Erik Johansson' });
  await dialog.getByText('Admin', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Erik Johansson: role changed to Admin')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(erik).toContainText('Admin');
  await expect(trigger).toBeFocused();

  await page.reload();
  await expect(memberRow(page, 'Erik Johansson')).toContainText('Admin');
});

test('remove a member after a confirmation naming them; nobody can remove themselves', async ({ page }) => {
  await openTeam(page);
  const self = memberRow(page, 'Anna Lindqvist').getByRole('button', { name: 'Remove Anna Lindqvist' });
  await expect(self).toBeDisabled();
  await expect(self).toHaveAccessibleDescription('You cannot remove yourself from the team.');

  const sent = writes(page);
  await memberRow(page, 'Erik Johansson').getByRole('button', { name: 'Remove Erik Johansson' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove Erik Johansson from the team?' });
  await expect(dialog).toContainText(
    'Erik Johansson (member@nordlys.example) loses access to the team at once.',
  );
  await expect(dialog.getByRole('button', { name: 'Keep member' })).toBeFocused();
  await doubleClickWhileSending(page, dialog.getByRole('button', { name: 'Remove member' }));
  await expect(page.getByText('Erik Johansson was removed from the team')).toBeVisible();
  await expect(memberRow(page, 'Erik Johansson')).toHaveCount(0);
  await expect(page.getByText('11 members')).toBeVisible();
  expect(sent).toEqual([expect.stringMatching(/^DELETE \/v1\/users\/\d+$/)]);

  await page.reload();
  await expect(page.getByText('11 members')).toBeVisible();
});

test('a member name containing HTML renders as text', async ({ page }) => {
  await openTeam(page);
  const name = '<img src=x onerror="alert(1)"><b>Erik</b>';
  // Admins may rename a teammate: through the API, with the page's session.
  const users = (await (await page.request.get(`${API}/v1/users`)).json()) as { id: number; email: string }[];
  const erik = users.find((user) => user.email === DEMO_MEMBER.email);
  const renamed = await page.request.put(`${API}/v1/users/${erik?.id}`, {
    headers: WRITE_HEADERS,
    data: { name },
  });
  expect(renamed.status()).toBe(200);

  let alerted = false;
  page.on('dialog', (browserDialog) => {
    alerted = true;
    void browserDialog.dismiss();
  });
  await page.reload();
  const table = page.getByRole('region', { name: 'Team members' });
  await expect(table.getByText(name, { exact: true })).toBeVisible();
  await expect(table.locator('img[src="x"], b')).toHaveCount(0);
  await table.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(page.getByRole('alertdialog', { name: `Remove ${name} from the team?` })).toBeVisible();
  expect(alerted).toBe(false);
});

test('2,000 members: a virtualised list, searched by name or email and filtered by role', async ({
  page,
  mockPlatform,
}) => {
  await mockPlatform.reset('large');
  await openTeam(page);
  const table = page.getByRole('region', { name: 'Team members' });
  await expect(page.getByText('2,000 members')).toBeVisible();
  await expect(table.getByRole('table')).toHaveAttribute('aria-rowcount', '2001');
  expect(await table.getByRole('row').count()).toBeLessThan(80);

  // The end of the list is reachable by scrolling.
  await table.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(table.getByRole('row').last()).toHaveAttribute('aria-rowindex', '2001');

  const search = page.getByRole('searchbox', { name: 'Search members' });
  await search.fill('admin@nordlys');
  await expect(page.getByText('1 of 2,000 members matches')).toBeVisible();
  await expect(memberRow(page, 'Anna Lindqvist')).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=admin%40nordlys/);

  await search.fill('');
  await page.getByRole('combobox', { name: 'Filter by role' }).selectOption('admin');
  await expect(page.getByText(/^[\d,]+ of 2,000 members match$/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]role=admin/);
  for (const badge of await table.locator('td.col-role').allTextContents()) expect(badge).toBe('Admin');
});

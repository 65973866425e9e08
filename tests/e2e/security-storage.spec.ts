import type { Page } from '@playwright/test';

import { scaled } from './support/budget';
import { expect, test } from './support/mock-control';
import { API, CONSOLE, DEMO_NEW } from './support/mock-platform';
import { CARD, FJALLBACKA, goToReview, signInAsNewIdentity } from './support/wizard';

// Security: what the browser keeps. After sign-in, card entry (the wizard's payment step
// and billing's "Add card", through the card provider's stand-in) and key creation, nothing a script on the
// page could read holds a token, an API key's secret or a card number; after sign-out only display
// preferences stay, and the query cache is empty. Registering changes the shared mock, so this file runs in
// the serial mock-control project, which puts the mock back before each test.

test.describe.configure({ timeout: scaled(150_000) });

/**
 * What a script on the console's page can read: both storages, the cookies not marked HttpOnly, the names
 * of IndexedDB databases and of Cache Storage caches.
 */
interface Readable {
  local: Record<string, string>;
  session: Record<string, string>;
  cookies: string;
  indexedDb: string[];
  caches: string[];
}

function readable(page: Page): Promise<Readable> {
  return page.evaluate(async () => ({
    local: { ...localStorage },
    session: { ...sessionStorage },
    cookies: document.cookie,
    indexedDb: (await indexedDB.databases()).map((db) => db.name ?? ''),
    caches: 'caches' in window ? await caches.keys() : [],
  }));
}

const JWT = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/;
const TOKEN_NAMES = /access_token|id_token|refresh_token|bearer/i;
const API_SECRET = /sk-eu-[0-9a-f]{32}/;

/**
 * Card numbers: any run of 13–19 digits (spaces or dashes allowed between them), except an epoch
 * timestamp in milliseconds within a year of now, which is what the auth-status cache (spec section 4)
 * keeps in sessionStorage, and no card number can be (no card brand's number starts with 1).
 */
function cardLikeRuns(text: string): string[] {
  const now = Date.now();
  const year = 366 * 24 * 3600 * 1000;
  return (text.match(/\d(?:[ -]?\d){12,18}/g) ?? []).filter((run) => {
    const digits = run.replace(/\D/g, '');
    const asTime = Number(digits);
    return !(digits.length === 13 && Math.abs(asTime - now) < year);
  });
}

/** Nothing secret in what the page can read; `also` are exact values that must not appear either. */
async function expectNothingSecret(page: Page, moment: string, also: string[] = []) {
  const seen = await readable(page);
  const text = JSON.stringify(seen);
  expect(text, `${moment}: a JWT`).not.toMatch(JWT);
  expect(text, `${moment}: a token's name`).not.toMatch(TOKEN_NAMES);
  expect(text, `${moment}: an API key's secret`).not.toMatch(API_SECRET);
  expect(cardLikeRuns(text), `${moment}: a card number`).toEqual([]);
  for (const value of also) expect(text, `${moment}: ${value}`).not.toContain(value);
  expect(seen.cookies, `${moment}: cookies readable by scripts`).toBe('');
  return seen;
}

/**
 * The console's QueryClient, read the way React DevTools reads a page: a stand-in DevTools hook, installed
 * before React loads, is handed each committed fiber root; the QueryClientProvider's `client` prop is found
 * in the tree. Nothing in the app is exposed for the test, and production builds call the hook too.
 */
async function installReactHook(page: Page) {
  await page.addInitScript(() => {
    const holder = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown; __fiberRoot?: unknown };
    holder.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: (_id: number, root: unknown) => {
        holder.__fiberRoot = root;
      },
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      checkDCE: () => undefined,
    };
  });
}

/** The query keys in the console's cache (`null` when no QueryClient is mounted). */
function cachedQueryKeys(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    interface Fiber {
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedProps?: { client?: { getQueryCache?: () => { getAll: () => { queryKey: unknown }[] } } };
    }
    const root = (window as unknown as { __fiberRoot?: { current: Fiber } }).__fiberRoot;
    const stack: Fiber[] = root ? [root.current] : [];
    while (stack.length > 0) {
      const fiber = stack.pop() as Fiber;
      const client = fiber.memoizedProps?.client;
      if (client?.getQueryCache)
        return client
          .getQueryCache()
          .getAll()
          .map((q) => JSON.stringify(q.queryKey));
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
    return null;
  });
}

test('no token, API key secret or card number in browser storage; sign-out leaves only preferences and an empty cache', async ({
  page,
}) => {
  await installReactHook(page);
  const typedCards = [CARD.visa, CARD.visa.replace(/\s/g, ''), '5555555555554444'];

  // Sign-in through the identity provider (a new identity: the registration wizard follows).
  await signInAsNewIdentity(page);
  await expectNothingSecret(page, 'after sign-in');

  // Card entry in the wizard's payment step, then the review and the registration.
  await goToReview(page);
  await expectNothingSecret(page, 'after card entry', typedCards);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/`, { timeout: scaled(15_000) });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expectNothingSecret(page, 'after registration', typedCards);

  // A new API key: its secret is shown once, in the dialog, and kept nowhere.
  await page.goto(`${CONSOLE}/api-keys?create=true`);
  const create = page.getByRole('dialog', { name: 'Create API key' });
  await create.getByRole('textbox', { name: /Name/ }).fill('Storage check');
  await create.getByRole('button', { name: 'Create key' }).click();
  const revealed = page.getByRole('dialog', { name: 'Your new API key' });
  const secret = await revealed.getByRole('textbox', { name: 'Secret key' }).inputValue();
  expect(secret).toMatch(API_SECRET);
  await expectNothingSecret(page, 'while the secret is shown', [secret, ...typedCards]);
  await revealed.getByRole('button', { name: 'Done' }).click();
  await expectNothingSecret(page, 'after key creation', [secret, ...typedCards]);

  // Card entry in billing.
  await page.goto(`${CONSOLE}/billing`);
  const methods = page.getByRole('region', { name: 'Payment methods' });
  await methods.getByRole('button', { name: 'Add card' }).click();
  const addCard = page.getByRole('dialog', { name: 'Add a card' });
  await addCard.getByRole('textbox', { name: 'Card number' }).fill('5555555555554444');
  await addCard.getByRole('textbox', { name: 'Expiration date' }).fill('12/34');
  await addCard.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await addCard.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('Mastercard ending in 4444 added')).toBeVisible();
  await expectNothingSecret(page, 'after adding a card in billing', [secret, ...typedCards]);

  // The palette remembers a choice (command_palette_recent): the user's, so it must go at sign-out.
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox').fill('Team');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/team/);
  expect((await cachedQueryKeys(page))?.length ?? 0).toBeGreaterThan(3);

  // Sign out; the API's logout is held for a moment so the cache can be read while /signout shows.
  let releaseLogout = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    releaseLogout = resolve;
  });
  await page.route(`${API}/v1/auth/logout*`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/signout`);
  await expect(page.getByText('Signing out...')).toBeVisible();
  // Nothing of the account's, nor its auth status: at most the platform's health, nobody's, which the
  // maintenance gate goes on watching (src/session/session-cache.ts), and the mock panel's platform state.
  const left = await cachedQueryKeys(page);
  expect(left, 'the QueryClient is found').not.toBeNull();
  expect((left ?? []).filter((key) => !/"mock-platform"|"\/health"/.test(key))).toEqual([]);
  releaseLogout();

  // Through the API's logout, the provider's end-session and back: slow on a loaded machine.
  await expect(page).toHaveURL(`${CONSOLE}/auth`, { timeout: scaled(15_000) });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  const after = await expectNothingSecret(page, 'after sign-out', [
    secret,
    ...typedCards,
    DEMO_NEW.email,
    DEMO_NEW.name,
    FJALLBACKA.name,
    'Storage check',
  ]);
  // Kept on purpose (docs/security.md): the theme and the language. Nothing else of the user's: the sign-out
  // from the menu ends on the site origin (/signout, spec section 2), whose guard, signed out, notes "/" as
  // where to go after the next sign-in on its way to /auth - the default, not the user's.
  const leftover = Object.entries(after.local).filter(([key]) => !['theme', 'language'].includes(key));
  expect(leftover.filter(([key, value]) => !(key === 'auth_redirect' && value === '/'))).toEqual([]);
  // Not the user's either: when /auth last asked the server (spec section 4's auth status cache), the
  // router's scroll offsets by random history-entry keys, and (mock builds only) whether the mock panel is open.
  const sessionKept = /^(auth_status_ts|tsr-scroll-restoration-v[\w-]+|mock-panel-open)$/;
  expect(Object.entries(after.session).filter(([key]) => !sessionKept.test(key))).toEqual([]);
  expect(after.indexedDb).toEqual([]);
  expect(after.caches).toEqual([]);
  // The fresh page's cache: what /auth reads (the auth status, now a visitor's, and the platform's health)
  // and the mock panel's platform state (mock builds, once the panel's code has loaded).
  await expect.poll(() => cachedQueryKeys(page), { message: 'the QueryClient is found' }).not.toBeNull();
  const cacheNow = await cachedQueryKeys(page);
  const firstScreen = /"mock-platform"|"\/health"|"\/v1\/auth\/status"/;
  expect((cacheNow ?? []).filter((key) => !firstScreen.test(key))).toEqual([]);

  // Back in the history: the signed-out console shows none of the account's data.
  await page.goBack();
  await expect(page).toHaveURL(/\/(auth|signout)/);
  await expect(page.getByText('Storage check')).toHaveCount(0);
});

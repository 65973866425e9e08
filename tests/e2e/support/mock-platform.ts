import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

// The demo credentials come from the store (the one place they are defined), not repeated here.
import { DEMO_ADMIN } from '../../../src/mocks/store/demo';

import { scaled } from './budget';
import { WRITE_HEADER, WRITE_HEADER_VALUE } from '../../../src/api/write-header';

export { DEMO_ADMIN, DEMO_API_KEY, DEMO_MEMBER, DEMO_NEW } from '../../../src/mocks/store/demo';

/** What the console's client sends with every write (the platform refuses a cookie-carried write without it). */
export const WRITE_HEADERS = { [WRITE_HEADER]: WRITE_HEADER_VALUE };

/** The mock platform's ports in this run (scripts/e2e-server.mjs, playwright.config.ts). */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 3000);
export const CONSOLE_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The mock platform's API, as the console's build reaches it from a page on localhost. */
export const API = `http://localhost:${API_PORT}`;
/** The console's origin in the e2e run: same site as the API, so the session cookie flows. */
export const CONSOLE = `http://localhost:${CONSOLE_PORT}`;

/** A page of the identity provider's interaction (sign in, create account). */
export const isProviderPage = (url: URL) => url.href.startsWith(`${API}/oidc/interaction/`);

export interface AuthStatus {
  authenticated: boolean;
  keycloakAuthenticated: boolean;
  hasOdooAccount: boolean;
  tokenType: string | null;
  user: { email: string; role: string } | null;
}

/** `GET /v1/auth/status` from the page itself, with its cookies: what the console sees. */
export async function authStatusFromPage(page: Page, api = API): Promise<AuthStatus> {
  return page.evaluate(async (base) => {
    // Runs in the page: a credentialed cross-origin fetch, so CORS and the cookie are checked too.
    // eslint-disable-next-line no-restricted-globals -- the browser's fetch, not the app's code
    const response = await fetch(`${base}/v1/auth/status`, { credentials: 'include' });
    return (await response.json()) as AuthStatus;
  }, api);
}

/** Starts sign-in (or sign-up) the way the console does: the browser navigates to the API's route. */
export async function startAuth(
  page: Page,
  route: 'login' | 'register',
  redirectUrl = `${CONSOLE}/`,
  api = API,
) {
  await page.goto(`${api}/v1/auth/${route}?redirectUrl=${encodeURIComponent(redirectUrl)}`);
  // The provider's own page, not the console and not the API.
  await expect(page).toHaveURL(isProviderPage);
}

/** Fills the provider's real sign-in form and submits it. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the provider and waits until the browser is back on the console. */
export async function signIn(page: Page, email: string, password: string, redirectUrl = `${CONSOLE}/`) {
  await startAuth(page, 'login', redirectUrl);
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => url.origin === new URL(redirectUrl).origin);
}

/**
 * Signs the demo admin in once, in a context of its own, lands on `landing` until its `heading` shows, and saves
 * the session to `path` for `test.use({ storageState: path })`: one sign-in per file. (An explicit empty state:
 * the runner would otherwise apply the file's `storageState`, which does not exist yet.)
 */
export async function saveAdminState(browser: Browser, path: string, landing: string, heading: string) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}${landing}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await context.storageState({ path });
  await context.close();
}

/**
 * Signs the demo admin in, signs out from the user menu, and checks the way out: the sign-in screen, and an auth
 * status the server reports signed out (through the API's logout and the provider's end-session, slow on a
 * loaded machine).
 */
export async function expectSignOutThroughMenu(page: Page, request: APIRequestContext) {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, `${CONSOLE}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${CONSOLE}/auth`, { timeout: scaled(15_000) });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  const status = (await (await request.get(`${API}/v1/auth/status`)).json()) as unknown;
  expect(status).toMatchObject({ authenticated: false });
}

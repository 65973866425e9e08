import type { IncomingMessage, ServerResponse } from 'node:http';

import type Provider from 'oidc-provider';

import { readSmallBody } from '../fetch-adapter';
import type { IdentityDirectory } from '../identity';
import { loginPage, messagePage, registerPage, type DemoAccount } from './pages';

/**
 * The provider's interaction pages, sign in and create an account (no back-office account yet); consent is
 * never asked (`loadExistingGrant`). GET /oidc/interaction/:uid[?view=login|register], POST …/login and
 * …/register.
 */
export interface InteractionOptions {
  provider: Provider;
  identities: () => IdentityDirectory;
  homeUrl: string;
  demoAccounts?: readonly DemoAccount[];
}

const ROUTE = /^\/oidc\/interaction\/([\w-]+)(?:\/(login|register))?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD = 8;
const MAX_NAME = 100;

type View = 'login' | 'register';

export function isInteractionPath(path: string): boolean {
  return ROUTE.test(path);
}

export function createInteractionHandler(options: InteractionOptions) {
  const { provider } = options;

  return async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    const match = ROUTE.exec(url.pathname);
    const [, uid, action] = match ?? [];
    if (!uid) return sendHtml(res, 404, messagePage({ title: 'Not found', message: 'No such page.' }));

    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      return sendHtml(res, 400, expiredPage(options.homeUrl));
    }
    if (details.uid !== uid) return sendHtml(res, 400, expiredPage(options.homeUrl));

    const base = `/oidc/interaction/${uid}`;
    const clientId = typeof details.params.client_id === 'string' ? details.params.client_id : '';
    const client = clientId ? await provider.Client.find(clientId) : undefined;
    const clientName = client?.clientName ?? 'the EU AI Console';
    const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';

    const render = (view: View, status = 200, state: RenderState = {}) =>
      sendHtml(
        res,
        status,
        view === 'register'
          ? registerPage({
              action: `${base}/register`,
              loginHref: `${base}?view=login`,
              clientName,
              values: state.values,
              errors: state.errors,
            })
          : loginPage({
              action: `${base}/login`,
              registerHref: `${base}?view=register`,
              clientName,
              email: state.values?.email ?? loginHint,
              error: state.errors?.form,
              demoAccounts: options.demoAccounts,
            }),
      );

    if (details.prompt.name !== 'login') {
      // Consent is implied for the platform's own clients; any other prompt simply continues.
      await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
      return;
    }

    if (req.method === 'GET' && !action) {
      const requested = url.searchParams.get('view');
      const view: View =
        requested === 'register' || requested === 'login'
          ? requested
          : details.params.screen_hint === 'signup'
            ? 'register'
            : 'login';
      return render(view);
    }
    if (req.method !== 'POST' || !action) {
      res.setHeader('Allow', action ? 'POST' : 'GET');
      return sendHtml(res, 405, messagePage({ title: 'Not allowed', message: 'Use the form on the page.' }));
    }

    const form = new URLSearchParams(await readSmallBody(req));
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';

    if (action === 'login') {
      if (!email || !password) {
        return render('login', 400, {
          values: { email },
          errors: { form: 'Enter your email and password.' },
        });
      }
      const identity = options.identities().verifyPassword(email, password);
      if (!identity) {
        return render('login', 401, { values: { email }, errors: { form: 'Invalid email or password.' } });
      }
      await provider.interactionFinished(req, res, { login: { accountId: identity.subject } });
      return;
    }

    const name = (form.get('name') ?? '').trim();
    const errors: RenderState['errors'] = {};
    if (!name) errors.name = 'Name is required';
    else if (name.length > MAX_NAME) errors.name = `Name must be at most ${MAX_NAME} characters`;
    if (!email) errors.email = 'Email is required';
    else if (!EMAIL.test(email)) errors.email = 'Please enter a valid email address';
    if (password.length < MIN_PASSWORD) errors.password = 'Password must be at least 8 characters long';
    if (!errors.email && options.identities().findByEmail(email)) {
      errors.email = 'An account with this email already exists. Sign in instead.';
    }
    if (Object.keys(errors).length > 0) return render('register', 400, { values: { name, email }, errors });

    let identity;
    try {
      identity = options.identities().create({ email, name, password });
    } catch {
      // Created in the meantime (another tab): the store refuses a second identity with that email.
      errors.email = 'An account with this email already exists. Sign in instead.';
      return render('register', 400, { values: { name, email }, errors });
    }
    await provider.interactionFinished(req, res, { login: { accountId: identity.subject } });
  };
}

interface RenderState {
  values?: { name?: string; email?: string };
  errors?: { name?: string; email?: string; password?: string; form?: string };
}

function expiredPage(homeUrl: string) {
  return messagePage({
    title: 'This sign-in page has expired',
    message: 'Go back to the console and start signing in again.',
    href: homeUrl,
  });
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'",
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(html);
}

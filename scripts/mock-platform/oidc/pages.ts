/**
 * The identity provider's own pages (sign in, create account, signing out, errors): plain server-rendered
 * HTML with inline styles, no scripts except the sign-out auto-submit, light and dark from the OS setting.
 * They stand in for the real platform's Keycloak theme, so they look like a separate product, not the console.
 */

export function escapeHtml(value: string | number | undefined): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const PRODUCT = 'EU AI Platform';

const STARS = Array.from({ length: 12 }, (_, i) => {
  const angle = (i * Math.PI) / 6;
  const cx = (16 + 8.5 * Math.sin(angle)).toFixed(2);
  const cy = (16 - 8.5 * Math.cos(angle)).toFixed(2);
  return `<circle cx="${cx}" cy="${cy}" r="1.6"/>`;
}).join('');

const MARK = `<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="7" fill="#2550d6"/><g fill="#facc15">${STARS}</g></svg>`;

const STYLES = `
:root{color-scheme:light dark;--bg:#f7f9fc;--panel:#fff;--fg:#18181b;--muted:#52525b;--border:#e4e4e7;
--input:#fff;--input-border:#d4d4d8;--primary:#2550d6;--primary-hover:#1f40ad;--primary-fg:#fff;--ring:#3b6cf3;
--link:#1f40ad;--err-bg:#fef2f2;--err-border:#fecaca;--err-fg:#991b1b;--hint-bg:#eef4ff;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}
@media (prefers-color-scheme:dark){:root{--bg:#0b1220;--panel:#111a2e;--fg:#f4f4f5;--muted:#a1a1aa;--border:#1f2a44;
--input:#0e1628;--input-border:#2c3a5c;--primary:#3b6cf3;--primary-hover:#6090fa;--ring:#6090fa;--link:#93b4fd;
--err-bg:#2a1215;--err-border:#7f1d1d;--err-fg:#fca5a5;--hint-bg:#141f42}}
*{box-sizing:border-box}
html,body{margin:0;background:var(--bg);color:var(--fg)}
body{min-height:100dvh;display:flex;flex-direction:column;align-items:center;padding:48px 16px 24px;line-height:1.5}
.brand{display:flex;align-items:center;gap:10px;font-weight:600;font-size:1.05rem;margin-bottom:24px}
.card{width:100%;max-width:400px;background:var(--panel);border:1px solid var(--border);border-radius:14px;
padding:32px;box-shadow:0 1px 2px rgb(0 0 0 / .04),0 8px 24px rgb(15 23 42 / .06)}
@media (max-width:480px){body{padding-top:24px}.card{padding:24px 20px}}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 4px;letter-spacing:-.01em}
.lead{margin:0 0 24px;color:var(--muted)}
form{display:flex;flex-direction:column;gap:16px;margin:0}
.field{display:flex;flex-direction:column;gap:6px}
label{font-weight:500;font-size:.925rem}
input{font:inherit;color:inherit;background:var(--input);border:1px solid var(--input-border);border-radius:8px;
padding:10px 12px;min-height:44px;width:100%}
input:focus-visible{outline:2px solid var(--ring);outline-offset:1px;border-color:var(--ring)}
input[aria-invalid=true]{border-color:var(--err-fg)}
.hint{font-size:.85rem;color:var(--muted);margin:0}
.field-error{font-size:.85rem;color:var(--err-fg);margin:0}
button{font:inherit;font-weight:600;border:0;border-radius:8px;min-height:44px;padding:10px 16px;cursor:pointer;
background:var(--primary);color:var(--primary-fg);margin-top:4px}
button:hover{background:var(--primary-hover)}
button:focus-visible,a:focus-visible,summary:focus-visible{outline:2px solid var(--ring);outline-offset:2px}
a{color:var(--link);text-underline-offset:2px}
.alert{border:1px solid var(--err-border);background:var(--err-bg);color:var(--err-fg);border-radius:8px;
padding:10px 12px;margin:0 0 20px;font-size:.925rem}
.switch{margin:24px 0 0;text-align:center;color:var(--muted);font-size:.925rem}
details{margin-top:20px;background:var(--hint-bg);border-radius:8px;padding:10px 12px;font-size:.85rem}
summary{cursor:pointer;font-weight:500}
details ul{margin:4px 0 0;padding:0;list-style:none}
details li{padding:8px 0;border-top:1px solid var(--border)}
details li:first-child{border-top:0}
.cred{display:flex;flex-wrap:wrap;gap:2px 10px}
.desc{display:block;color:var(--muted);margin-top:2px}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85em;white-space:nowrap}
.footnote{max-width:400px;margin:24px 0 0;text-align:center;color:var(--muted);font-size:.8rem}
`;

interface LayoutOptions {
  title: string;
  body: string;
  /** Extra `<head>` markup (e.g. the sign-out script). */
  head?: string;
}

export function layout({ title, body, head = '' }: LayoutOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${PRODUCT}</title>
<style>${STYLES}</style>
${head}
</head>
<body>
<div class="brand">${MARK}<span>${PRODUCT}</span></div>
<main class="card">
${body}
</main>
<p class="footnote">Local identity provider of the mock platform: accounts live in memory and reset with it.</p>
</body>
</html>`;
}

export interface DemoAccount {
  email: string;
  password: string;
  description: string;
}

export interface LoginPageOptions {
  action: string;
  registerHref: string;
  email?: string;
  error?: string;
  clientName: string;
  demoAccounts?: readonly DemoAccount[];
}

export function loginPage({
  action,
  registerHref,
  email = '',
  error,
  clientName,
  demoAccounts = [],
}: LoginPageOptions) {
  const alert = error ? `<p class="alert" role="alert" id="form-error">${escapeHtml(error)}</p>` : '';
  const described = error ? ' aria-describedby="form-error"' : '';
  const demo =
    demoAccounts.length === 0
      ? ''
      : `<details><summary>Demo accounts</summary><ul>${demoAccounts
          .map(
            (account) =>
              `<li><span class="cred"><code>${escapeHtml(account.email)}</code><code>${escapeHtml(account.password)}</code></span><span class="desc">${escapeHtml(account.description)}</span></li>`,
          )
          .join('')}</ul></details>`;
  return layout({
    title: 'Sign in',
    body: `<h1>Sign in</h1>
<p class="lead">to continue to ${escapeHtml(clientName)}</p>
${alert}
<form method="post" action="${escapeHtml(action)}" novalidate${described}>
  <div class="field">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${error ? ' aria-invalid="true"' : ''}${email ? '' : ' autofocus'}>
  </div>
  <div class="field">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${error ? ' aria-invalid="true"' : ''}${email ? ' autofocus' : ''}>
  </div>
  <button type="submit">Sign in</button>
</form>
<p class="switch">New to the platform? <a href="${escapeHtml(registerHref)}">Create an account</a></p>
${demo}`,
  });
}

export interface RegisterPageOptions {
  action: string;
  loginHref: string;
  clientName: string;
  values?: { name?: string; email?: string };
  errors?: { name?: string; email?: string; password?: string; form?: string };
}

function field(
  id: 'name' | 'email' | 'password',
  label: string,
  attributes: string,
  value: string,
  error: string | undefined,
  hint?: string,
) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
    <label for="${id}">${label}</label>
    <input id="${id}" name="${id}" ${attributes}${value ? ` value="${escapeHtml(value)}"` : ''}${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
    ${hint ? `<p class="hint" id="${id}-hint">${hint}</p>` : ''}
    ${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
  </div>`;
}

export function registerPage({
  action,
  loginHref,
  clientName,
  values = {},
  errors = {},
}: RegisterPageOptions) {
  const alert = errors.form ? `<p class="alert" role="alert">${escapeHtml(errors.form)}</p>` : '';
  const invalid = (['name', 'email', 'password'] as const).find((id) => errors[id]);
  const focus = (id: 'name' | 'email' | 'password') => ((invalid ?? 'name') === id ? ' autofocus' : '');
  const summary =
    !errors.form && (errors.name || errors.email || errors.password)
      ? '<p class="alert" role="alert">Please correct the highlighted fields.</p>'
      : '';
  return layout({
    title: 'Create your account',
    body: `<h1>Create your account</h1>
<p class="lead">to continue to ${escapeHtml(clientName)}</p>
${alert}${summary}
<form method="post" action="${escapeHtml(action)}" novalidate>
  ${field('name', 'Full name', `type="text" autocomplete="name" required maxlength="100"${focus('name')}`, values.name ?? '', errors.name)}
  ${field('email', 'Email', `type="email" autocomplete="email" required${focus('email')}`, values.email ?? '', errors.email)}
  ${field('password', 'Password', `type="password" autocomplete="new-password" required minlength="8"${focus('password')}`, '', errors.password, 'Must be at least 8 characters')}
  <button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${escapeHtml(loginHref)}">Sign in</a></p>`,
  });
}

export function messagePage(options: { title: string; message: string; href?: string; linkText?: string }) {
  const link = options.href
    ? `<p class="switch"><a href="${escapeHtml(options.href)}">${escapeHtml(options.linkText ?? 'Back to the console')}</a></p>`
    : '';
  return layout({
    title: options.title,
    body: `<h1>${escapeHtml(options.title)}</h1>
<p class="lead">${escapeHtml(options.message)}</p>
${link}`,
  });
}

/**
 * RP-initiated logout: the provider hands us its confirmation form (with an anti-forgery field). Like
 * Keycloak with a known client, we confirm straight away; without JavaScript a button does it.
 */
export function signingOutPage(form: string) {
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return layout({
    title: 'Signing out',
    head: `<script>document.addEventListener('DOMContentLoaded',function(){document.forms[0].submit()})</script>`,
    body: `<h1>Signing out…</h1>
<p class="lead">Please wait while we sign you out.</p>
${confirmed}
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>`,
  });
}

import { chromium } from '@playwright/test';
import { TEST_CHROMIUM_LAUNCH_OPTIONS } from './scripts/lib/chromium.mjs';
const C = 'http://localhost:4173', A = 'http://localhost:3000';
const browser = await chromium.launch(TEST_CHROMIUM_LAUNCH_OPTIONS);
const ctx0 = await browser.newContext();
const p0 = await ctx0.newPage();
await p0.goto(`${A}/v1/auth/login?redirectUrl=${encodeURIComponent(C + '/')}`);
await p0.getByLabel('Email').fill('admin@nordlys.example');
await p0.getByLabel('Password').fill('demo-admin-2026');
await p0.getByRole('button', { name: 'Sign in' }).click();
await p0.waitForURL((u) => u.origin === C);
const state = await ctx0.storageState();
await ctx0.close();
const invoice = (n, d, extra = {}) => ({ id: `inv_${n}`, number: `EU-2026-00${n}`, amount: 49, currency: 'EUR', issuingDate: d, paymentStatus: 'succeeded', customerId: 'c1', customer: { id: 'c1', name: 'Nordlys', email: 'a@b.se', createdAt: '2026-01-01T00:00:00Z' }, ...extra });
const invoices = [invoice(15, '2026-11-01 08:00:00', { id: 15 }), invoice(14, '2026-10-01', { paymentStatus: 'refunded', amount: '50.00' }), invoice(13, '2026-09-01', { paymentStatus: 'failed' }), { id: 'inv_12', number: 'EU-2026-0012' }];
const methods = [
  { id: 'pm_1', type: 'card', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2029, isDefault: true },
  { id: 'pm_2', type: 'sepa', brand: 'sepa_debit', last4: '3000', isDefault: false },
  { id: 'pm_3', type: 'paypal', last4: '0001', expMonth: null, expYear: null, isDefault: false },
  { id: 'pm_4', brand: 'visa', last4: '1111' },
];
for (const lang of ['en', 'sv']) for (const scheme of ['light', 'dark']) for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ storageState: state, viewport: { width, height: 900 }, colorScheme: scheme, locale: lang === 'sv' ? 'sv-SE' : 'en-US' });
  await ctx.addInitScript(([l, s]) => { localStorage.setItem('language', l); localStorage.setItem('theme', s); localStorage.setItem('language_unsaved', 'true'); localStorage.setItem('theme_unsaved', 'true'); }, [lang, scheme]);
  const page = await ctx.newPage();
  await page.route(`${A}/v1/billing/invoices*`, (r) => r.fulfill({ json: invoices }));
  await page.route(`${A}/v1/billing/payment-methods*`, (r) => r.fulfill({ json: methods }));
  await page.route(`${A}/v1/users/me*`, (r) => r.request().method() === 'GET' ? r.fulfill({ json: { id: '1', name: 'Anna Lindqvist', email: 'admin@nordlys.example', role: 'owner', createdAt: '2026-01-15 08:00:00' } }) : r.continue());
  await page.goto(C + '/billing');
  await page.getByTestId('invoices-table').waitFor();
  await page.getByTestId('payment-method').first().waitFor();
  await page.waitForTimeout(500);
  const inv = page.getByRole('region', { name: lang === 'sv' ? 'Fakturor' : 'Invoices' });
  await inv.screenshot({ path: `/tmp/shots/invoices-${lang}-${scheme}-${width}.png` });
  const pm = page.getByRole('region', { name: lang === 'sv' ? 'Betalningsmetoder' : 'Payment methods' });
  await pm.screenshot({ path: `/tmp/shots/methods-${lang}-${scheme}-${width}.png` });
  await page.goto(C + '/settings');
  await page.getByRole('region', { name: lang === 'sv' ? 'Företag' : 'Company' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/settings-${lang}-${scheme}-${width}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
console.log('done');

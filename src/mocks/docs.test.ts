import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

import source from '../../docs/mock-platform.md?raw';
import readmeSource from '../../README.md?raw';
import controlSource from '../../openapi/mock-control.yaml?raw';

import { REGISTRATION_TRIGGERS } from './registration-triggers';
import { DEMO_API_KEY, DEMO_IDENTITIES } from './store/demo';
import { SCENARIO_DESCRIPTIONS } from './store/scenarios';
import { SCENARIO_NAMES } from './store/state';
import { findTestCard, HINT_CARDS } from './stripe/test-cards';
import { en } from '@/i18n/en';
import { VAT_EXAMPLES, VAT_REGISTRY, VAT_UNAVAILABLE_NUMBER } from './vat-registry';

/** Table cells without their padding, so reformatting the tables keeps the checks. */
const flat = (text: string) => text.replace(/ *\| */g, '|');
const docs = flat(source);

/** docs/mock-platform.md states what the code does: every table entry it must show is checked here. */
describe('docs/mock-platform.md', () => {
  it.each(DEMO_IDENTITIES.map((d) => [d.email, d.password]))(
    'shows the credentials of %s',
    (email, password) => {
      expect(docs).toContain(flat(`| \`${email}\` | \`${password}\` |`));
    },
  );

  it('shows the demo API key and every scenario', () => {
    expect(docs).toContain(DEMO_API_KEY);
    for (const name of SCENARIO_NAMES) expect(docs).toContain(flat(`| \`${name}\` |`));
  });

  it.each(REGISTRATION_TRIGGERS.map((t) => [t.code, t] as const))(
    'shows the trigger of %s',
    (code, trigger) => {
      expect(docs).toContain(flat(`| ${code} | ${trigger.status} | ${trigger.input} |`));
    },
  );

  it('shows the VAT registry, the unavailable number and the examples', () => {
    for (const entry of VAT_REGISTRY)
      expect(docs).toContain(flat(`| \`${entry.vatNumber}\` | ${entry.company.name} |`));
    for (const example of [VAT_UNAVAILABLE_NUMBER, ...Object.values(VAT_EXAMPLES)])
      expect(docs).toContain(example);
  });

  it('shows every route of the control API', () => {
    const { paths } = parse(controlSource) as { paths: Record<string, Record<string, unknown>> };
    for (const [path, item] of Object.entries(paths)) {
      for (const method of Object.keys(item).filter((k) => ['get', 'put', 'post', 'delete'].includes(k))) {
        expect(docs).toContain(`\`${method.toUpperCase()} ${path}`);
      }
    }
  });
});

/** The README gets a tester going: what they need to try the console by hand is on its first page. */
describe('README.md', () => {
  const readme = flat(readmeSource);

  it('shows the demo accounts, the demo API key and every scenario with what it holds', () => {
    for (const { email, password } of DEMO_IDENTITIES)
      expect(readme).toContain(flat(`| ${email} | ${password} |`));
    expect(readme).toContain(DEMO_API_KEY);
    for (const name of SCENARIO_NAMES) {
      expect(readme).toContain(flat(`| \`${name}\` | ${SCENARIO_DESCRIPTIONS[name]} |`));
    }
  });

  // Each card the README or the card form's hint names is one the stand-in knows, and does what they say.
  const cardsIn = (text: string) => [...text.matchAll(/\b(?:\d{4} ){3}\d{4}\b/g)].map(([card]) => card);
  const behaviour = (digits: string) => {
    const card = findTestCard(digits.replace(/ /g, ''));
    if (!card) return 'unknown';
    if (card.authentication === 'required') return '3-D Secure';
    return card.decline ? 'declined' : 'accepted';
  };

  it('lists test cards that succeed, ask for 3-D Secure and are declined, each as the stand-in answers', () => {
    const rows = readmeSource.split('\n').filter((line) => /^\s*\| (?:\d{4} ){3}\d{4} /.test(line));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const seen = new Set<string>();
    for (const row of rows) {
      const [card] = cardsIn(row);
      const does = behaviour(card ?? '');
      seen.add(does);
      if (does === 'accepted') expect(row).toMatch(/Accepted|Added/);
      if (does === '3-D Secure') expect(row).toContain('3-D Secure');
      if (does === 'declined') expect(row).toContain('Declined');
    }
    expect([...seen].sort()).toEqual(['3-D Secure', 'accepted', 'declined']);
  });

  it('the card form’s hint names a card of each kind as the stand-in answers it', () => {
    expect(Object.values(HINT_CARDS).map(behaviour)).toEqual(['accepted', '3-D Secure', 'declined']);
    for (const hint of [
      en.registration.payment.testMode,
      en.pages.billing.paymentMethods.cardEntry.testMode,
    ]) {
      expect(hint).toContain('{{accepted}} (accepted)');
      expect(hint).toContain('{{authenticated}} (asks for 3-D Secure)');
      expect(hint).toContain('{{declined}} (declined)');
    }
  });
});

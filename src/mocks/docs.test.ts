import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

import source from '../../docs/mock-platform.md?raw';
import controlSource from '../../openapi/mock-control.yaml?raw';

import { REGISTRATION_TRIGGERS } from './registration-triggers';
import { DEMO_API_KEY, DEMO_IDENTITIES } from './store/demo';
import { SCENARIO_NAMES } from './store/state';
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

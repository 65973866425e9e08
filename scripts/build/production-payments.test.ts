import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, describe, expect, it } from 'vitest';

import { formatCardNumber } from '../../src/mocks/stripe/card-rules.ts';
import { TEST_CARDS } from '../../src/mocks/stripe/test-cards.ts';
import { buildForProduction } from './build-for-production.ts';

/**
 * Card payments fail closed: a production build (no mock mode) carries none of the Stripe.js stand-in, its
 * 3-D Secure challenge or its test cards, whatever VITE_STRIPE_PUBLISHABLE_KEY holds, and never a secret key
 * pasted there by mistake.
 */

/** Texts only the stand-in's modules hold (src/mocks/stripe): their presence means its code shipped. */
const STAND_IN_MARKERS = [
  'The card provider stand-in',
  '3D Secure 2 Test Page',
  'Complete authentication',
  'stand-in-3ds-challenge',
  'Can only create one Element of type card.',
  'We could not retrieve data from the specified Element',
];
/** Every test card, as digits and as the form shows it (groups of four). */
const TEST_CARD_TEXTS = TEST_CARDS.flatMap((card) => [card.number, formatCardNumber(card.number)]);
const TEST_PAYMENT_METHODS = TEST_CARDS.flatMap((card) => (card.paymentMethod ? [card.paymentMethod] : []));

const outDirs: string[] = [];
afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

/** Builds the console for production with this key; answers every output file's name and text. */
async function productionBuild(key: string): Promise<Map<string, string>> {
  const outDir = await buildForProduction({ VITE_STRIPE_PUBLISHABLE_KEY: key });
  outDirs.push(outDir);
  const files = new Map<string, string>();
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    // The compressed copies are what nginx serves: searched as the text they decode to.
    const bytes = readFileSync(path);
    const decoded = entry.name.endsWith('.br')
      ? brotliDecompressSync(bytes)
      : entry.name.endsWith('.gz')
        ? gunzipSync(bytes)
        : bytes;
    files.set(path.slice(outDir.length + 1), decoded.toString('utf8'));
  }
  return files;
}

function found(files: Map<string, string>, texts: readonly string[]): string[] {
  return [...files].flatMap(([name, text]) =>
    texts.filter((needle) => text.includes(needle)).map((needle) => `${needle} in ${name}`),
  );
}

describe('a production build carries no card provider stand-in and no test cards', () => {
  it.each([
    ['a live publishable key', 'pk_live_51PaymentsFailClosedTest'],
    ['no key', ''],
    ['a secret key pasted by mistake', 'sk_live_51PaymentsFailClosedSecret'],
  ])(
    'with %s',
    async (_, key) => {
      const files = await productionBuild(key);
      expect(files.size).toBeGreaterThan(10);
      expect([...files.keys()].filter((name) => /stripe-stand-in|stand-in|test-cards/.test(name))).toEqual(
        [],
      );
      expect(found(files, STAND_IN_MARKERS)).toEqual([]);
      expect(found(files, TEST_CARD_TEXTS)).toEqual([]);
      expect(found(files, TEST_PAYMENT_METHODS)).toEqual([]);
      if (key.startsWith('sk_')) expect(found(files, [key, key.slice(8)])).toEqual([]);
      if (key.startsWith('pk_')) expect(found(files, [key]).length).toBeGreaterThan(0);
    },
    120_000,
  );
});

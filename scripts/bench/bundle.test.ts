import { describe, expect, it } from 'vitest';

import {
  AUTH_BUDGET_KB,
  isWithinBudget,
  reportBundleBench,
  SIGNED_IN_BUDGET_KB,
  SIGNED_IN_PAGES,
  type BundleResult,
  type FirstLoad,
} from './bundle.ts';

const load = (path: string, jsKb: number, beforePaintKb = jsKb): FirstLoad => ({
  path,
  jsKb,
  files: [{ file: `/assets${path === '/' ? '/index' : path}.js`, kb: jsKb }],
  cssKb: 0,
  htmlKb: 3,
  beforePaint: { jsKb: beforePaintKb, files: [{ file: '/assets/index.js', kb: beforePaintKb }] },
});

function result(overrides: Partial<BundleResult> = {}): BundleResult {
  const auth = load('/auth', AUTH_BUDGET_KB - 5);
  return {
    authJsKb: auth.jsKb,
    authFiles: auth.files,
    auth,
    rootSignedOut: load('/', AUTH_BUDGET_KB - 5),
    rootSignedIn: load('/', 300, SIGNED_IN_BUDGET_KB - 20),
    pagesSignedIn: SIGNED_IN_PAGES.map((path) => load(path, 300, SIGNED_IN_BUDGET_KB - 10)),
    largestPageChunk: { file: '/assets/zag.js', kb: 40 },
    largestFirstLoadChunk: { file: '/assets/index.js', kb: AUTH_BUDGET_KB - 5 },
    budgets: { authJsKb: AUTH_BUDGET_KB, signedInJsKb: SIGNED_IN_BUDGET_KB, pageChunkKb: 60 },
    withinBudget: true,
    ...overrides,
  };
}

describe('the bundle budgets', () => {
  it('are met when every measured load is within its budget', () => {
    expect(isWithinBudget(result())).toBe(true);
  });

  it('hold every signed-in page to the before-paint budget, not only /', () => {
    const [first, ...rest] = result().pagesSignedIn;
    const over = { ...first!, beforePaint: { ...first!.beforePaint, jsKb: SIGNED_IN_BUDGET_KB + 0.1 } };
    expect(isWithinBudget(result({ pagesSignedIn: [over, ...rest] }))).toBe(false);
  });

  it('are missed when a signed-in page was not measured, and the report says which', () => {
    const measured = result().pagesSignedIn.slice(1);
    const missing = result({ pagesSignedIn: measured, withinBudget: false });
    expect(isWithinBudget(missing)).toBe(false);
    expect(isWithinBudget(result({ rootSignedIn: null }))).toBe(false);
    expect(reportBundleBench(missing)).toMatch(
      new RegExp(`${SIGNED_IN_PAGES[0]}, before paint +not measured {2}OVER BUDGET`),
    );
  });
});

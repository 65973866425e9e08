/* eslint-disable no-script-url, no-restricted-syntax -- the banned scheme is what this test looks for */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Security, belt and braces next to eslint.config.js: the app's own source has no way to
 * turn a string into markup or code. ESLint can be silenced line by line; this check cannot, so a silenced
 * rule still needs this list changed, in review. Generated code (src/api/generated, the route tree) and
 * tests (which feed hostile strings on purpose) are left out.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');

const BANNED: readonly (readonly [string, RegExp])[] = [
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
  ['eval', /(^|[^\w.$])eval\s*\(/],
  ['new Function / Function()', /(^|[^\w.$])(new\s+)?Function\s*\(/],
  // A string that starts with the scheme (as the ESLint rule sees it); `{ javascript: 'JavaScript' }` is fine.
  ['javascript: URL', /['"`]\s*javascript:/i],
  ['innerHTML / outerHTML / srcdoc written', /\.(innerHTML|outerHTML|srcdoc)\s*=(?!=)/],
  ['insertAdjacentHTML / createContextualFragment', /\.(insertAdjacentHTML|createContextualFragment)\s*\(/],
  ['document.write', /document\.write(ln)?\s*\(/],
  ['setTimeout / setInterval with a string', /set(Timeout|Interval)\s*\(\s*['"`]/],
];

/** A line of a comment (JSDoc or `//`): a comment may name what is banned, e.g. to say why. */
const isComment = (line: string) => /^\s*(\*|\/\/|\/\*)/.test(line);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(SRC, 'api', 'generated') ? [] : sourceFiles(path);
    const isSource = /\.(ts|tsx)$/.test(entry.name);
    const isTest = /\.test\.tsx?$/.test(entry.name) || path.startsWith(join(SRC, 'test'));
    return isSource && !isTest && entry.name !== 'routeTree.gen.ts' ? [path] : [];
  });
}

describe('the source has no way to run a string as markup or code', () => {
  const files = sourceFiles(SRC);

  it('finds the source', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.endsWith(join('src', 'main.tsx')))).toBe(true);
  });

  it.each(BANNED)('no %s in src/ (generated code and tests aside)', (_, pattern) => {
    const hits = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          !isComment(line) && pattern.test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(hits).toEqual([]);
  });

  it('ESLint bans them for src/ too (the rules are on, as errors)', async () => {
    const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(join(SRC, 'main.tsx'))) as {
      rules: Record<string, unknown>;
    };
    const level = (rule: string): unknown => {
      const setting = config.rules[rule];
      return Array.isArray(setting) ? (setting as unknown[])[0] : setting;
    };
    // typescript-eslint swaps the core no-implied-eval for its type-aware one in .ts/.tsx files.
    const rules = ['no-eval', '@typescript-eslint/no-implied-eval', 'no-new-func', 'no-script-url'];
    for (const rule of [...rules, 'no-restricted-syntax']) expect([2, 'error'], rule).toContain(level(rule));
    const selectors = JSON.stringify(config.rules['no-restricted-syntax']);
    for (const banned of [
      'dangerouslySetInnerHTML',
      'javascript:',
      'innerHTML',
      'insertAdjacentHTML',
      'document',
    ])
      expect(selectors).toContain(banned);
  });
});

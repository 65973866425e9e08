import { ESLint } from 'eslint';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { FEATURE_IMPORTS, layerConfigs } from '../../eslint.layers.js';

const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`;
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'] }, ...layerConfigs([])],
});

/** The rules that ESLint reports for `code` placed at `file` (relative to the repository). */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the layer rule (eslint.layers.js)', () => {
  it.each([
    ['src/features/auth/a.ts', "import { x } from '@/features/registration/wizard/registration-wizard';"],
    ['src/features/auth/a.ts', "import { x } from '@/features/registration';"],
    ['src/features/registration/a.ts', "import { x } from '@/features/auth/sign-out';"],
    ['src/features/registration/wizard/a.ts', "import { x } from '../../auth/sign-out';"],
    ['src/features/auth/a.ts', "import { x } from '@/app/lazy-areas';"],
    ['src/features/models/a.ts', "import { x } from '@/routes/_app/models';"],
    ['src/ui/errors/a.ts', "import { x } from '@/features/auth';"],
    ['src/session/a.ts', "import { x } from '../../features/auth/auth-page';"],
    ['src/config/a.ts', "import { x } from '@/app/router';"],
    ['src/ui/a.ts', "import { x } from '@/session/preferences';"],
    ['src/api/a.ts', "import { x } from '../session/auth-status-query';"],
    ['src/session/preferences/a.ts', "import { x } from '@/features/settings';"],
  ])('refuses %s: %s', async (file, code) => {
    expect(await violations(file, code)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['src/features/auth/a.ts', "const m = import('@/app/sign-up');"],
    ['src/features/auth/a.ts', "const m = import('@/features/registration/wizard/registration-wizard');"],
    ['src/ui/a.ts', "const m = import('@/features/shell/app-shell');"],
    ['src/i18n/a.ts', "const m = import('@/session/user-cache');"],
  ])('refuses the lazy import in %s: %s', async (file, code) => {
    expect(await violations(file, code)).toEqual(['no-restricted-syntax']);
  });

  it.each([
    ['src/features/registration/a.ts', "import { x } from '@/features/auth';"],
    ['src/features/billing/a.ts', "import { x } from '@/features/payments';"],
    ['src/features/auth/a.ts', "import { x } from '@/features/auth/auth-page';"],
    ['src/features/registration/wizard/a.ts', "import { x } from '../use-vat-autofill';"],
    ['src/features/auth/a.ts', "import { x } from '@/session/auth-status-query';"],
    ['src/features/auth/a.ts', "const m = import('./sign-in-view');"],
    ['src/ui/errors/a.ts', "import { x } from '../icons';"],
    ['src/session/preferences/a.ts', "import { x } from '@/ui/color-mode';"],
    ['src/app/a.ts', "import { x } from '@/features/auth/sign-up-view';"],
    ['src/features/auth/a.test.ts', "import { x } from '@/app/lazy-areas';"],
  ])('allows %s: %s', async (file, code) => {
    expect(await violations(file, code)).toEqual([]);
  });

  it('allows imports between features along edges that form no cycle, to features that exist', () => {
    const edges: Record<string, readonly string[]> = FEATURE_IMPORTS;
    const visiting = new Set<string>();
    const done = new Set<string>();
    const cycleFrom = (feature: string): boolean => {
      if (done.has(feature)) return false;
      if (visiting.has(feature)) return true;
      visiting.add(feature);
      const found = (edges[feature] ?? []).some(cycleFrom);
      visiting.delete(feature);
      done.add(feature);
      return found;
    };
    expect(Object.keys(edges).filter(cycleFrom)).toEqual([]);
    const missing = [
      ...Object.keys(edges).filter((feature) => !existsSync(`${root}src/features/${feature}`)),
      ...Object.values(edges)
        .flat()
        .filter((feature) => !existsSync(`${root}src/features/${feature}/index.ts`)),
    ];
    expect(missing).toEqual([]);
  });
});

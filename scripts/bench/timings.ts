import { spawnSync } from 'node:child_process';

import { root } from './production-build.ts';

/**
 * How long the two commands a contributor waits for take, wall time: `npm run generate` (Orval from the
 * contract, then Prettier) and `npm run build` (typecheck and production build). No budget; the figures show
 * a slowdown before it hurts.
 */

export interface TimingsResult {
  readonly generateMs: number;
  readonly buildMs: number;
  readonly withinBudget: boolean;
}

function timed(script: string): number {
  const started = performance.now();
  const run = spawnSync('npm', ['run', script], { cwd: root, stdio: 'ignore' });
  if (run.status !== 0) throw new Error(`bench: npm run ${script} failed (exit ${run.status ?? run.signal})`);
  return Math.round(performance.now() - started);
}

export function runTimingsBench(): TimingsResult {
  return { generateMs: timed('generate'), buildMs: timed('build'), withinBudget: true };
}

export function reportTimingsBench(result: TimingsResult): string {
  return [
    '\nCommand wall times',
    `  npm run generate   ${(result.generateMs / 1000).toFixed(1).padStart(6)} s`,
    `  npm run build      ${(result.buildMs / 1000).toFixed(1).padStart(6)} s`,
  ].join('\n');
}

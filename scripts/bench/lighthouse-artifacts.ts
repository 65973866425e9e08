import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import type { RunnerResult } from 'lighthouse';

import type { LanternGraph } from './lantern-graphs.ts';
import { root } from './production-build.ts';

/**
 * Each Lighthouse run's report, trace, DevTools log and Lantern paint graphs, kept under bench/lighthouse/
 * (not committed) so a figure can be traced back to what the simulation counted. The trace and log are
 * gzipped; Chrome DevTools' Performance panel opens the trace as it is.
 */
export const ARTIFACTS_DIR = join(root, 'bench', 'lighthouse');

export function saveRunArtifacts(name: string, result: RunnerResult, graphs: LanternGraph[]) {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const base = join(ARTIFACTS_DIR, name);
  const report = Array.isArray(result.report) ? result.report[0] : result.report;
  if (report) writeFileSync(`${base}.report.json`, report);
  const { Trace, DevtoolsLog } = result.artifacts;
  if (Trace) writeFileSync(`${base}.trace.json.gz`, gzipSync(JSON.stringify(Trace)));
  if (DevtoolsLog) {
    writeFileSync(`${base}.devtoolslog.json.gz`, gzipSync(JSON.stringify(DevtoolsLog)));
  }
  writeFileSync(`${base}.lantern.json`, `${JSON.stringify(graphs, null, 1)}\n`);
}

/** `/api-keys` → `api-keys`, `/` → `root`: a page's part of an artifact's file name. */
export const pageSlug = (path: string) => path.replace(/^\//, '').replace(/\W+/g, '-') || 'root';

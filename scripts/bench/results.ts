import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/results.json at the repository root: one key per benchmark section, merged run after run. */
export const RESULTS_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../bench/results.json');

function readResults(path: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {}; // first run, or an unreadable file: start afresh
  }
}

/** Replaces one section of the results file, keeping the others. */
export function writeSection(section: string, value: unknown, path = RESULTS_PATH): void {
  const results = { ...readResults(path), [section]: value };
  const sorted = Object.fromEntries(Object.entries(results).sort(([a], [b]) => a.localeCompare(b)));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}

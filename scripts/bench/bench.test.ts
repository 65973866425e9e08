import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { writeSection } from './results.ts';
import { percentile, seededRandom, summarise } from './stats.ts';

describe('bench statistics', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile(sorted, 1)).toBe(100);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('summarises unsorted timings', () => {
    expect(summarise([3, 1, 2, 4])).toEqual({
      samples: 4,
      meanMs: 2.5,
      p50Ms: 2,
      p95Ms: 4,
      p99Ms: 4,
      maxMs: 4,
    });
  });

  it('generates the same numbers from the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});

describe('bench results file', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('merges a section into the file, keeping the other sections', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-'));
    const path = join(dir, 'bench', 'results.json');
    writeSection('palette', { p95Ms: 1 }, path);
    writeSection('bundle', { gzipKb: 140 }, path);
    writeSection('palette', { p95Ms: 2 }, path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
      bundle: { gzipKb: 140 },
      palette: { p95Ms: 2 },
    });
  });

  it('starts afresh from an unreadable file', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-'));
    const path = join(dir, 'results.json');
    writeFileSync(path, 'not json');
    writeSection('palette', { ok: true }, path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ palette: { ok: true } });
  });
});

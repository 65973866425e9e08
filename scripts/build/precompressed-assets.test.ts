import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildForProduction } from './build-for-production.ts';

/**
 * nginx serves the build's own compressed copies of the hashed assets (deploy/nginx: gzip_static,
 * brotli_static), so each must be there and decode to exactly the file beside it.
 */
let outDir = '';
beforeAll(async () => {
  outDir = await buildForProduction();
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const assets = () => readdirSync(join(outDir, 'assets'));
const read = (name: string) => readFileSync(join(outDir, 'assets', name));

describe('the production build compresses its assets ahead of serving', () => {
  it('writes a .br and a .gz of every script that compression makes smaller, each decoding to the script', () => {
    const scripts = assets().filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(20);
    for (const name of scripts) {
      const script = read(name);
      if (gzipSync(script, { level: 9 }).length >= script.length) continue; // a tiny file is served as it is
      expect(brotliDecompressSync(read(`${name}.br`)).equals(script), `${name}.br`).toBe(true);
      expect(gunzipSync(read(`${name}.gz`)).equals(script), `${name}.gz`).toBe(true);
    }
  });

  it("compresses at the highest levels: gzip's 9, and brotli smaller than that", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const entry = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)"/.exec(html)?.[1] ?? '';
    expect(entry).not.toBe('');
    const script = read(entry);
    expect(read(`${entry}.gz`).length).toBe(gzipSync(script, { level: 9 }).length);
    expect(read(`${entry}.br`).length).toBeLessThan(read(`${entry}.gz`).length * 0.9);
  });

  it('leaves index.html and the files of public/ as they are', () => {
    const top = readdirSync(outDir);
    expect(top).toContain('index.html');
    expect(top.filter((name) => /\.(br|gz)$/.test(name))).toEqual([]);
  });
});

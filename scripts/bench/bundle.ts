import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium.ts';

/**
 * What the first visit of `/auth` downloads: the production build (no mock mode) served by `vite preview`,
 * opened in Chromium, every JavaScript file it fetched counted at gzip -9. Budgets of issues 4 and 8: /auth
 * at most 170 KB of JavaScript, any single chunk at most 60 KB.
 */
export const AUTH_BUDGET_KB = 170;
export const CHUNK_BUDGET_KB = 60;
const PORT = 4599;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

const gzipKb = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;
const round = (kb: number) => Math.round(kb * 10) / 10;

export interface BundleResult {
  readonly authJsKb: number;
  readonly authFiles: { file: string; kb: number }[];
  readonly largestChunk: { file: string; kb: number };
  readonly budgets: { authJsKb: number; chunkKb: number };
  readonly withinBudget: boolean;
}

async function waitFor(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`bench: ${url} did not answer within ${timeoutMs} ms`);
}

export async function runBundleBench(): Promise<BundleResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  try {
    const build = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--logLevel', 'error'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITE_MOCK_MODE: '' },
    });
    if (build.status !== 0) throw new Error('bench: the production build failed');

    const preview = spawn(
      process.execPath,
      [vite, 'preview', '--outDir', outDir, '--port', String(PORT), '--strictPort', '--host', 'localhost'],
      {
        cwd: root,
        stdio: 'ignore',
      },
    );
    const base = `http://localhost:${PORT}`;
    try {
      await waitFor(`${base}/auth`);
      const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
      const files = new Set<string>();
      const page = await browser.newPage();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === base && url.pathname.endsWith('.js')) files.add(url.pathname);
      });
      await page.goto(`${base}/auth`, { waitUntil: 'networkidle' });
      await browser.close();

      const authFiles = [...files]
        .map((file) => ({ file, kb: round(gzipKb(join(outDir, file))) }))
        .sort((a, b) => b.kb - a.kb);
      const chunks = readdirSync(join(outDir, 'assets'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => ({ file: `/assets/${file}`, kb: round(gzipKb(join(outDir, 'assets', file))) }))
        .sort((a, b) => b.kb - a.kb);
      const authJsKb = round(authFiles.reduce((sum, { kb }) => sum + kb, 0));
      const largestChunk = chunks[0] ?? { file: '-', kb: 0 };
      return {
        authJsKb,
        authFiles,
        largestChunk,
        budgets: { authJsKb: AUTH_BUDGET_KB, chunkKb: CHUNK_BUDGET_KB },
        withinBudget: authJsKb <= AUTH_BUDGET_KB && largestChunk.kb <= CHUNK_BUDGET_KB,
      };
    } finally {
      preview.kill('SIGTERM');
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function reportBundleBench(result: BundleResult): string {
  const mark = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');
  return [
    '\nBundle (production build, gzip -9)',
    `  /auth first load  ${result.authJsKb.toFixed(1)} KB JS in ${result.authFiles.length} files   budget ${AUTH_BUDGET_KB} KB  ${mark(result.authJsKb <= AUTH_BUDGET_KB)}`,
    ...result.authFiles.slice(0, 6).map(({ file, kb }) => `      ${kb.toFixed(1).padStart(6)} KB  ${file}`),
    `  largest chunk     ${result.largestChunk.kb.toFixed(1)} KB  ${result.largestChunk.file}   budget ${CHUNK_BUDGET_KB} KB  ${mark(result.largestChunk.kb <= CHUNK_BUDGET_KB)}`,
  ].join('\n');
}

import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

/**
 * Builds the console for production (no mock mode), with these variables besides, into `outDir` (by default a
 * new temporary directory); answers the directory, which the caller removes.
 */
export function buildForProduction(
  env: Record<string, string> = {},
  outDir = mkdtempSync(join(tmpdir(), 'console-build-')),
): Promise<string> {
  return new Promise((resolveBuild, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--logLevel', 'error'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, VITE_MOCK_MODE: '', NODE_ENV: 'production', ...env },
    });
    const errors: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolveBuild(outDir);
      else reject(new Error(`vite build failed (${code}): ${Buffer.concat(errors).toString()}`));
    });
  });
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { build } from 'vite';

import { precompressAssets } from '../../build/precompress.ts';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Builds the floor app (main.tsx) for production into a new temporary directory, its assets precompressed as
 * the console's are, so the same nginx site serves both alike; answers the directory.
 */
export async function buildFloor(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'console-bench-floor-'));
  await build({
    root: here,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react(), precompressAssets()],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

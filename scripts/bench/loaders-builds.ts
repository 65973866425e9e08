import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

import { freePort, root, startMockPlatform, waitFor } from './production-build.ts';

/**
 * The two builds the loader benches compare, A (the loaders as they are) and B (loaders that await their
 * queries, the patch in docs/archive/performance-diary.md, "Route loaders"), served side by side against one mock platform.
 * Both are built beforehand with `VITE_MOCK_MODE= VITE_API_BASE_URL=http://localhost:<LOADERS_API_PORT>`
 * (default 3141) and named by LOADERS_BUILD_A and LOADERS_BUILD_B.
 */

export type Variant = 'A' | 'B';
export const VARIANTS = ['A', 'B'] as const;

export interface ServedBuilds {
  readonly bases: Readonly<Record<Variant, string>>;
  readonly api: string;
  readonly stop: () => void;
}

const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

function preview(outDir: string, port: number): ChildProcess {
  const args = [vite, 'preview', '--outDir', resolve(outDir), '--port', String(port), '--strictPort'];
  return spawn(process.execPath, [...args, '--host', 'localhost'], { cwd: root, stdio: 'ignore' });
}

export async function serveBuilds(): Promise<ServedBuilds> {
  const builds = { A: process.env.LOADERS_BUILD_A, B: process.env.LOADERS_BUILD_B };
  if (!builds.A || !builds.B) throw new Error('bench loaders: set LOADERS_BUILD_A and LOADERS_BUILD_B');
  const apiPort = Number(process.env.LOADERS_API_PORT ?? 3141);
  const api = `http://localhost:${apiPort}`;
  const ports = { A: await freePort(), B: await freePort() };
  const bases = { A: `http://localhost:${ports.A}`, B: `http://localhost:${ports.B}` };
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  try {
    children.push(await startMockPlatform(apiPort, `${bases.A},${bases.B}`, 'default'));
    children.push(preview(builds.A, ports.A), preview(builds.B, ports.B));
    await Promise.all([waitFor(`${bases.A}/auth`), waitFor(`${bases.B}/auth`)]);
    return { bases, api, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

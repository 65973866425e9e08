import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { freePort, startMockPlatform } from '../bench/production-build.ts';

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** The mock platform as scripts/start.mjs starts it (forked, with an IPC channel), once it says it is ready. */
async function startPlatform(): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = await startMockPlatform(port, 'http://localhost:5173', 'default');
  started.push(child);
  return { child, port };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Whether the port can be listened on (a server, as the tests' msw stands in for client sockets). */
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, 'localhost', () => server.close(() => resolve(true)));
  });

describe('the mock platform started by another process', () => {
  it('ends, freeing its port, when that process lets go of it (as when it dies without a word)', async () => {
    const { child, port } = await startPlatform();
    expect(await portFree(port)).toBe(false);
    const exit = exited(child);
    child.disconnect();
    await exit;
    expect(await portFree(port)).toBe(true);
  }, 30_000);
});

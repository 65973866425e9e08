import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

import { freePort } from '../bench/production-build.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** The mock platform as scripts/start.mjs starts it, resolved with the process once it says it is ready. */
async function startPlatform(): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = fork(join(root, 'scripts/mock-platform/main.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: join(root, 'tsconfig.node.json'),
      MOCK_API_PORT: String(port),
      MOCK_QUIET: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  started.push(child);
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the mock platform exited (${code})`)));
    child.on('message', (message: { type?: string }) => {
      if (message.type === 'ready') resolve();
    });
  });
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

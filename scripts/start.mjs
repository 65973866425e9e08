// `npm start`: the mock platform (API + OpenID Connect provider, port 3000) in a child process, and the
// console's Vite dev server in mock mode (port 5173) in this one. Prints the console URL, the demo accounts
// and the control API once both answer; Ctrl+C stops both.
//
//   MOCK_SCENARIO=large npm start      start on another scenario (default, empty, large, maintenance…)
//   MOCK_API_PORT, CONSOLE_ORIGINS      see scripts/mock-platform/config.ts
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const started = performance.now();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.MOCK_API_PORT ?? 3000);
const CONSOLE_PORT = 5173; // vite.config.ts, strictPort

const ROLE_LABELS = {
  admin: 'admin, complete account',
  member: 'member',
  null: 'identity only: signs in into the registration wizard',
};

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[22m` : text);
const dim = (text) => (process.stdout.isTTY ? `\x1b[2m${text}\x1b[22m` : text);

let stopping = false;
let vite;

// The mock platform: TypeScript through tsx's loader, with the node tsconfig (for the `@/` alias).
const mock = fork(join(root, 'scripts/mock-platform/main.ts'), [], {
  cwd: root,
  execArgv: ['--import', 'tsx'],
  env: {
    ...process.env,
    TSX_TSCONFIG_PATH: join(root, 'tsconfig.node.json'),
    MOCK_API_PORT: String(apiPort),
  },
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
const mockReady = new Promise((resolve, reject) => {
  mock.on('message', (message) => {
    if (message?.type === 'ready') resolve(message);
  });
  mock.once('exit', (code, signal) => reject(new Error(`the mock platform exited (${code ?? signal})`)));
});
mock.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`start: the mock platform stopped (${code ?? signal}); stopping the console too.`);
  void stop(1);
});

async function startConsole() {
  process.env.VITE_MOCK_MODE = 'true';
  // The console derives http://<host>:3000 by itself; another API port has to be named.
  if (apiPort !== 3000 && !process.env.VITE_API_BASE_URL) {
    process.env.VITE_API_BASE_URL = `http://localhost:${apiPort}`;
  }
  const { createServer } = await import('vite');
  vite = await createServer({
    root,
    mode: 'development',
    clearScreen: false,
    logLevel: 'warn',
    server: { port: CONSOLE_PORT, strictPort: true, warmup: { clientFiles: ['./src/main.tsx'] } },
  });
  await vite.listen();
  return vite;
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  const closing = [vite?.close()];
  if (mock.exitCode === null && mock.signalCode === null) {
    closing.push(new Promise((resolve) => mock.once('exit', resolve)));
    mock.kill('SIGTERM');
  }
  await Promise.race([Promise.allSettled(closing), new Promise((resolve) => setTimeout(resolve, 3000))]);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

try {
  const [ready] = await Promise.all([mockReady, startConsole()]);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const consoleUrl = `http://localhost:${CONSOLE_PORT}/`;
  const width = Math.max(...ready.demoAccounts.map((account) => account.email.length));
  console.log(
    [
      '',
      `  ${bold('EU AI Console')} on the mock platform, ready in ${seconds} s`,
      '',
      `  Console       ${bold(consoleUrl)}`,
      `  API           ${ready.url}   ${dim(`(scenario ${ready.scenario})`)}`,
      `  Sign-in       ${ready.issuer}   ${dim('(OpenID Connect provider)')}`,
      `  Control API   ${ready.url}/__mock/state   ${dim('(reset, scenarios, faults; also the panel in the console)')}`,
      '',
      '  Demo accounts',
      ...ready.demoAccounts.map(
        (account) =>
          `    ${account.email.padEnd(width)}  ${account.password.padEnd(18)}  ${dim(ROLE_LABELS[account.role] ?? '')}`,
      ),
      '',
      `  ${dim('Ctrl+C stops both.')}`,
      '',
    ].join('\n'),
  );
} catch (error) {
  if (stopping) await new Promise(() => {}); // already reported and stopping (the mock platform exited)
  console.error(`start: ${error instanceof Error ? error.message : error}`);
  if (error?.code === 'EADDRINUSE' || /already in use/i.test(String(error?.message))) {
    console.error(
      `start: port ${CONSOLE_PORT} is taken: is another \`npm start\` or \`npm run dev\` running?`,
    );
  }
  await stop(1);
}

/**
 * The mock platform: `node --import tsx scripts/mock-platform/main.ts` (npm start and the e2e server run it,
 * with TSX_TSCONFIG_PATH=tsconfig.node.json for the `@/` alias). The contract's API and the control API
 * `/__mock/*` on http://localhost:3000, the OpenID Connect provider under /oidc. Settings: see config.ts.
 */
import { createHandlers } from '@/mocks/handlers';
import { createMockDb, DEMO_IDENTITIES, isScenarioName, SCENARIO_NAMES } from '@/mocks/store';

import { readConfig } from './config';
import { startMockPlatform } from './platform';

const started = performance.now();
const config = readConfig();
if (!isScenarioName(config.scenario)) {
  console.error(
    `mock platform: unknown MOCK_SCENARIO "${config.scenario}"; one of ${SCENARIO_NAMES.join(', ')}`,
  );
  process.exit(1);
}
const db = createMockDb({ scenario: config.scenario });
const demoAccounts = DEMO_IDENTITIES.map(({ email, password, role, description }) => ({
  email,
  password,
  role,
  description,
}));

const platform = await startMockPlatform({
  config,
  identities: () => db.identities,
  createHandlers: (bridge) =>
    createHandlers(db, {
      bridge,
      allowedRedirectOrigins: config.consoleOrigins,
      controlToken: process.env.MOCK_CONTROL_TOKEN,
    }),
  demoAccounts,
  log: config.quiet ? undefined : (line) => console.log(line),
}).catch((error: unknown) => {
  console.error(`mock platform: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

const ready = {
  type: 'ready',
  url: platform.url,
  issuer: config.issuer,
  scenario: config.scenario,
  demoAccounts,
};
if (process.send) {
  // Started by scripts/start.mjs or scripts/e2e-server.mjs, which say what is ready.
  process.send(ready);
} else {
  const ms = Math.round(performance.now() - started);
  console.log(
    `mock platform: ${platform.url} (scenario ${config.scenario}, issuer ${config.issuer}), ready in ${ms} ms`,
  );
}

const shutDown = () => void platform.close().then(() => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, shutDown);
// Started by another process: when that one ends, however it ends (a SIGTERM to npm reaches only npm), its
// channel closes, and the platform must not stay behind holding its port.
if (process.send) process.once('disconnect', shutDown);

export { createMockDb, type MockDb, type MockDbOptions } from './db';
export {
  DEMO_ADMIN,
  DEMO_API_KEY,
  DEMO_IDENTITIES,
  DEMO_MEMBER,
  DEMO_NEW,
  DEFAULT_SEED,
  NORDLYS_COMPANY,
} from './demo';
export type { DemoIdentity } from './demo';
export { type Identity, IdentityExistsError } from './identities';
export { SESSION_COOKIE, type Session } from './sessions';
export { FaultSchema } from './faults';
export { SCENARIO_DESCRIPTIONS, LARGE_API_KEYS, LARGE_MEMBERS } from './scenarios';
export {
  SCENARIO_NAMES,
  isScenarioName,
  type Fault,
  type MockSettings,
  type OdooStatus,
  type ScenarioName,
} from './state';

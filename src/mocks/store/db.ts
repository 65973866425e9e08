import { createAreas } from './areas';
import { createStoreContext } from './context';
import { DEFAULT_SEED } from './demo';
import { seedScenario } from './scenarios';
import { createSessions } from './sessions';
import { DEFAULT_SETTINGS, emptyState, type MockSettings, type ScenarioName } from './state';

export interface MockDbOptions {
  /** The scenario to start with (`default`). */
  scenario?: ScenarioName;
  /** The faker/usage seed (`DEFAULT_SEED`): the same seed gives the same data on every start. */
  seed?: number;
  /** The clock (tests pin it); usage, expiry and periods are relative to it. */
  now?: () => Date;
  /** Settings to start with and to return to on reset (e.g. `{ inferenceLatencyMs: 0 }` in tests). */
  settings?: Partial<MockSettings>;
}

/**
 * The mock platform's one in-memory store. Every area (`db.apiKeys`, `db.users`, …) reads the current
 * scenario's state, so references to them stay valid across `reset`. Sessions outlive resets.
 */
export function createMockDb(options: MockDbOptions = {}) {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? (() => new Date());
  const startSettings: MockSettings = { ...DEFAULT_SETTINGS, ...options.settings };
  let state = emptyState(options.scenario ?? 'default', seed, startSettings);
  const ctx = createStoreContext(() => state, now);
  const areas = createAreas(ctx);

  const db = {
    ...areas,
    sessions: createSessions(now),
    now,
    today: ctx.today,
    get scenario(): ScenarioName {
      return state.scenario;
    },
    get seed(): number {
      return seed;
    },
    /** Live settings: change them in place (the control API does). */
    get settings(): MockSettings {
      return state.settings;
    },
    /** Back to the seeded data of `scenario` (default: the current one); faults and settings are cleared too. */
    reset(scenario: ScenarioName = state.scenario): void {
      state = emptyState(scenario, seed, startSettings);
      seedScenario(areas, ctx, scenario);
    },
    counts() {
      return {
        models: areas.models.list().length,
        accounts: state.accounts.size,
        users: state.users.size,
        apiKeys: [...state.apiKeys.values()].filter((k) => k.revokedAt === null).length,
        invitations: state.invitations.size,
        invoices: [...state.accounts.values()].reduce((sum, a) => sum + a.invoices.length, 0),
        paymentMethods: [...state.accounts.values()].reduce((sum, a) => sum + a.paymentMethods.length, 0),
        identities: state.identities.size,
        sessions: db.sessions.count(),
      };
    },
  };
  db.reset();
  return db;
}

export type MockDb = ReturnType<typeof createMockDb>;

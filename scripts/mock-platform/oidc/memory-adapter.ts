import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/**
 * The provider's storage (sessions, interactions, codes, tokens, grants) in memory: everything expires,
 * and each model keeps at most `MAX_ENTRIES` (oldest dropped), so a long demo cannot grow the process.
 * State is lost on restart, like the rest of the mock platform.
 */
const MAX_ENTRIES = 5_000;

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

interface Storage {
  models: Map<string, Map<string, Entry>>;
  /** grantId → keys "Model:id" of everything issued under it, for `revokeByGrantId`. */
  grants: Map<string, Set<string>>;
}

/** One storage per provider instance. */
export function memoryAdapter(): AdapterFactory {
  const storage: Storage = { models: new Map(), grants: new Map() };
  return (model) => new MemoryAdapter(model, storage);
}

class MemoryAdapter implements Adapter {
  private readonly model: string;
  private readonly storage: Storage;
  private readonly entries: Map<string, Entry>;

  constructor(model: string, storage: Storage) {
    this.model = model;
    this.storage = storage;
    let entries = storage.models.get(model);
    if (!entries) {
      entries = new Map();
      storage.models.set(model, entries);
    }
    this.entries = entries;
  }

  upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
    this.entries.delete(id); // re-insert at the end: Map order is the eviction order
    this.entries.set(id, { payload, expiresAt });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    if (GRANTABLE.has(this.model) && payload.grantId) {
      const members = this.storage.grants.get(payload.grantId) ?? new Set<string>();
      members.add(`${this.model}:${id}`);
      this.storage.grants.set(payload.grantId, members);
    }
    return Promise.resolve();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return Promise.resolve(this.live(id)?.payload);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    for (const id of this.entries.keys()) {
      const entry = this.live(id);
      if (entry?.payload.uid === uid) return Promise.resolve(entry.payload);
    }
    return Promise.resolve(undefined);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    for (const id of this.entries.keys()) {
      const entry = this.live(id);
      if (entry?.payload.userCode === userCode) return Promise.resolve(entry.payload);
    }
    return Promise.resolve(undefined);
  }

  consume(id: string): Promise<void> {
    const entry = this.live(id);
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    return Promise.resolve();
  }

  destroy(id: string): Promise<void> {
    this.entries.delete(id);
    return Promise.resolve();
  }

  revokeByGrantId(grantId: string): Promise<void> {
    for (const key of this.storage.grants.get(grantId) ?? []) {
      const separator = key.indexOf(':');
      this.storage.models.get(key.slice(0, separator))?.delete(key.slice(separator + 1));
    }
    this.storage.grants.delete(grantId);
    return Promise.resolve();
  }

  private live(id: string): Entry | undefined {
    const entry = this.entries.get(id);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(id);
      return undefined;
    }
    return entry;
  }
}

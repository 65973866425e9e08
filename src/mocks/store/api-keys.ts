import type { ApiKey, CreateApiKeyResponse } from '@/api/generated/model';
import { API_KEY_DISPLAY_LENGTH } from '@/config/constants';

import { randomHex, type StoreContext } from './context';
import { digest } from './hash';
import type { ApiKeyRecord, MockState } from './state';

/** Secrets look like `sk-eu-` + 32 hex digits; the list shows the first 10 characters. */
export const API_KEY_PREFIX = 'sk-eu-';
const SECRET_PATTERN = /^sk-eu-[0-9a-f]{32}$/;

export function isApiKeySecret(value: string): boolean {
  return SECRET_PATTERN.test(value);
}

export function newApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomHex(16)}`;
}

export interface NewApiKey {
  accountId: number;
  name: string;
  description?: string | null;
  /** A given secret (seeding); otherwise a random one. */
  secret?: string;
  created?: string;
  lastUsed?: string | null;
  activity?: number;
}

export function toApiKey(key: ApiKeyRecord): ApiKey {
  return {
    id: key.id,
    name: key.name,
    description: key.description,
    prefix: key.prefix,
    active: key.revokedAt === null,
    created: key.created,
    modified: key.modified,
    lastUsed: key.lastUsed,
  };
}

/** The one answer that carries the secret: create and rotate. */
export function toCreatedApiKey(key: ApiKeyRecord, secret: string): CreateApiKeyResponse {
  return {
    id: key.id,
    name: key.name,
    description: key.description,
    key: secret,
    prefix: key.prefix,
    created: key.created,
  };
}

export function createApiKeysArea(ctx: StoreContext) {
  const setSecret = (key: ApiKeyRecord, secret: string) => {
    const { keyIdByDigest } = ctx.state();
    keyIdByDigest.delete(key.secretDigest);
    key.secretDigest = digest(secret);
    key.prefix = secret.slice(0, API_KEY_DISPLAY_LENGTH);
    keyIdByDigest.set(key.secretDigest, key.id);
  };

  /** A live key of the account. */
  const get = (accountId: number, id: number): ApiKeyRecord | undefined => {
    const key = ctx.state().apiKeys.get(id);
    return key && key.accountId === accountId && key.revokedAt === null ? key : undefined;
  };

  // The sorted listing per account, until a key is created, rotated or revoked (10,000 keys in `large`).
  const listings = new WeakMap<MockState, Map<number, { version: number; keys: ApiKeyRecord[] }>>();
  let version = 0;

  return {
    get,
    /** The account's live keys, newest first. */
    list(accountId: number): ApiKeyRecord[] {
      const state = ctx.state();
      const cached = listings.get(state)?.get(accountId);
      if (cached?.version === version) return [...cached.keys];
      const keys: ApiKeyRecord[] = [];
      for (const key of state.apiKeys.values()) {
        if (key.accountId === accountId && key.revokedAt === null) keys.push(key);
      }
      keys.sort((a, b) => (a.created === b.created ? b.id - a.id : a.created < b.created ? 1 : -1));
      if (!listings.has(state)) listings.set(state, new Map());
      listings.get(state)?.set(accountId, { version, keys });
      return [...keys];
    },
    /** Every key of the account, revoked ones too (their usage still counts). */
    allOf(accountId: number): ApiKeyRecord[] {
      return [...ctx.state().apiKeys.values()].filter((k) => k.accountId === accountId);
    },
    create(input: NewApiKey): { key: ApiKeyRecord; secret: string } {
      const state = ctx.state();
      const secret = input.secret ?? newApiKeySecret();
      const created = input.created ?? ctx.now().toISOString();
      const key: ApiKeyRecord = {
        id: state.nextId.apiKey++,
        accountId: input.accountId,
        name: input.name,
        description: input.description ?? null,
        prefix: '',
        secretDigest: '',
        created,
        modified: created,
        lastUsed: input.lastUsed ?? null,
        revokedAt: null,
        activity: input.activity ?? 0,
      };
      setSecret(key, secret);
      state.apiKeys.set(key.id, key);
      version += 1;
      return { key, secret };
    },
    /** A new secret for the same key; the old one stops working at once. */
    rotate(accountId: number, id: number): { key: ApiKeyRecord; secret: string } | undefined {
      const key = get(accountId, id);
      if (!key) return undefined;
      const secret = newApiKeySecret();
      setSecret(key, secret);
      key.modified = ctx.now().toISOString();
      version += 1;
      return { key, secret };
    },
    revoke(accountId: number, id: number): boolean {
      const key = get(accountId, id);
      if (!key) return false;
      key.revokedAt = ctx.now().toISOString();
      key.modified = key.revokedAt;
      ctx.state().keyIdByDigest.delete(key.secretDigest);
      version += 1;
      return true;
    },
    /** The live key a bearer secret belongs to. */
    findBySecret(secret: string): ApiKeyRecord | undefined {
      if (!isApiKeySecret(secret)) return undefined;
      const id = ctx.state().keyIdByDigest.get(digest(secret));
      const key = id === undefined ? undefined : ctx.state().apiKeys.get(id);
      return key?.revokedAt === null ? key : undefined;
    },
    touch(key: ApiKeyRecord): void {
      key.lastUsed = ctx.now().toISOString();
    },
  };
}

export type ApiKeysArea = ReturnType<typeof createApiKeysArea>;

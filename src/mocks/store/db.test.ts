import { en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';

import { createMockDb } from './db';
import { DEMO_ADMIN, DEMO_API_KEY, DEMO_MEMBER, DEMO_NEW } from './demo';
import { hasCompletePricing } from './models';
import { LARGE_API_KEYS, LARGE_MEMBERS, SCENARIO_DESCRIPTIONS } from './scenarios';

const now = () => new Date('2026-11-22T12:00:00Z');

describe('createMockDb', () => {
  it('seeds the same data on every start', () => {
    const a = createMockDb({ now });
    const b = createMockDb({ now });
    const nordlys = (db: typeof a) => db.users.byEmail(DEMO_ADMIN.email)!.accountId;
    expect(a.apiKeys.list(nordlys(a)).map((k) => [k.id, k.prefix, k.lastUsed])).toEqual(
      b.apiKeys.list(nordlys(b)).map((k) => [k.id, k.prefix, k.lastUsed]),
    );
    expect(a.users.list(nordlys(a)).map((u) => u.email)).toEqual(
      b.users.list(nordlys(b)).map((u) => u.email),
    );
    expect(a.identities.all()).toEqual(b.identities.all());
    expect(a.invitations.list(nordlys(a))).toEqual(b.invitations.list(nordlys(b)));
  });

  it('has about 30 models, three of them without complete pricing', () => {
    const db = createMockDb({ now });
    expect(db.models.list()).toHaveLength(30);
    expect(
      db.models
        .list()
        .filter((m) => !hasCompletePricing(m))
        .map((m) => m.id),
    ).toHaveLength(3);
    expect(new Set(db.models.list().map((m) => m.type))).toEqual(new Set(['chat', 'embedding']));
  });

  it('knows the demo identities and their passwords, and keeps no password', () => {
    const db = createMockDb({ now });
    expect(db.identities.verifyPassword(DEMO_ADMIN.email, DEMO_ADMIN.password)?.userId).toEqual(
      expect.any(Number),
    );
    expect(db.identities.verifyPassword(DEMO_MEMBER.email, DEMO_MEMBER.password)?.userId).toEqual(
      expect.any(Number),
    );
    expect(db.identities.verifyPassword(DEMO_NEW.email, DEMO_NEW.password)?.userId).toBeNull();
    expect(db.identities.verifyPassword(DEMO_ADMIN.email, 'wrong')).toBeUndefined();
    expect(JSON.stringify(db.identities.all())).not.toContain(DEMO_ADMIN.password);
  });

  it('finds the demo key by its secret, and stores only a digest of it', () => {
    const db = createMockDb({ now });
    const key = db.apiKeys.findBySecret(DEMO_API_KEY);
    expect(key?.name).toBe('Demo key');
    expect(key?.prefix).toBe(DEMO_API_KEY.slice(0, 10));
    expect(JSON.stringify(key)).not.toContain(DEMO_API_KEY);
  });

  it('keeps subjects and sessions across reset and scenario switches', () => {
    const db = createMockDb({ now });
    const subject = db.identities.findByEmail(DEMO_ADMIN.email)!.subject;
    const session = db.sessions.create(subject);
    db.reset('large');
    expect(db.identities.findByEmail(DEMO_ADMIN.email)?.subject).toBe(subject);
    expect(db.sessions.get(session)?.subject).toBe(subject);
  });

  it.each([
    ['default', { apiKeys: 8 + 1, users: 12 + 1, invitations: 4, identities: 3 }],
    ['empty', { apiKeys: 0 + 1, users: 1 + 1, invitations: 0, identities: 3 }],
    ['maintenance', { apiKeys: 8 + 1, users: 12 + 1, invitations: 4, identities: 3 }],
    ['large', { apiKeys: LARGE_API_KEYS + 1, users: LARGE_MEMBERS + 1, invitations: 4, identities: 3 }],
  ] as const)('seeds the %s scenario (counts include the second customer)', (scenario, counts) => {
    const db = createMockDb({ now, scenario });
    expect(db.counts()).toMatchObject({ models: 30, accounts: 2, ...counts });
    expect(db.settings.odooStatus).toBe(scenario === 'maintenance' ? 'down' : 'up');
  });

  it.each(Object.keys(SCENARIO_DESCRIPTIONS) as (keyof typeof SCENARIO_DESCRIPTIONS)[])(
    'the %s scenario names its people as Swedes are named: no English titles or suffixes',
    (scenario) => {
      const db = createMockDb({ now, scenario });
      const prefixes: unknown[] = Object.values(en.person?.prefix ?? {}).flat();
      const titles = [...prefixes, ...(en.person?.suffix ?? [])]
        .filter((title) => typeof title === 'string')
        .map((title) => title.replace(/\.$/, ''));
      expect(titles).toContain('PhD');
      const team = db.users.list(db.users.byEmail(DEMO_ADMIN.email)?.accountId ?? 0);
      expect(team.length).toBeGreaterThan(0);
      const names = team.map((user) => user.name);
      const titled = names.filter((name) =>
        name.split(/\s+/).some((word) => titles.includes(word.replace(/\.$/, ''))),
      );
      expect(titled).toEqual([]);
    },
  );
});

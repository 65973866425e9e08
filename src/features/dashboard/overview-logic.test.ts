import { describe, expect, it } from 'vitest';

import type { TokenUsageResponse } from '@/api/generated/model';
import { resolveFeatureFlags } from '@/config';

import { activeKeyCount, memberCount, pendingCount } from './account-queries';
import { daysBetween } from '@/config/dates';
import { dailyUsage, utcToday } from './daily-usage';
import { byAttention } from './model-status';
import { isStepDone, NEXT_STEPS, openSteps, type AccountFacts } from './next-steps';

const row = (date: string, model: string, total: number) => ({
  date,
  model,
  input_tokens: total,
  output_tokens: 0,
  total_tokens: total,
  cost: { amount: 0, currency: 'EUR' as const },
});

const usage = (daily: ReturnType<typeof row>[], total: number): TokenUsageResponse => ({
  period: { start: '2026-11-01', end: '2026-11-30' },
  total: { input_tokens: total, output_tokens: 0, total_tokens: total, cost: { amount: 0, currency: 'EUR' } },
  usage: { daily },
});

describe('dailyUsage', () => {
  it('sums the models of a day and gives every day of the period up to today, none after', () => {
    const daily = dailyUsage(
      usage([row('2026-11-01', 'a', 10), row('2026-11-01', 'b', 5), row('2026-11-03', 'a', 7)], 22),
      '2026-11-04',
    );
    expect(daily.days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
    expect(daily.tokens).toEqual([15, 0, 7, 0]);
    expect(daily.total).toBe(22);
  });

  it('stops at the end of a past period', () => {
    expect(dailyUsage(usage([], 0), '2026-12-15').days).toHaveLength(30);
  });

  it('counts days across months and reads today in UTC', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(utcToday(new Date('2026-11-22T23:30:00-02:00'))).toBe('2026-11-23');
  });
});

describe('next steps', () => {
  const known: AccountFacts = {
    keyCount: 0,
    tokensThisPeriod: 0,
    memberCount: 1,
    pendingInvitations: 0,
    canInvite: true,
  };

  it('leads to the key dialog, the models and the invite dialog', () => {
    expect(NEXT_STEPS.map((step) => step.href)).toEqual([
      '/api-keys?create=true',
      '/models',
      '/team?invite=true',
    ]);
  });

  it('shows all three to a brand-new account', () => {
    expect(openSteps(known).map((step) => step.id)).toEqual(['createKey', 'tryModel', 'invite']);
  });

  it('hides what is done: a key, tokens used, a colleague or a pending invitation', () => {
    expect(openSteps({ ...known, keyCount: 2 }).map((s) => s.id)).toEqual(['tryModel', 'invite']);
    expect(openSteps({ ...known, tokensThisPeriod: 1 }).map((s) => s.id)).toEqual(['createKey', 'invite']);
    expect(isStepDone('invite', { ...known, memberCount: 2 })).toBe(true);
    expect(isStepDone('invite', { ...known, pendingInvitations: 1 })).toBe(true);
    expect(
      openSteps({ keyCount: 1, tokensThisPeriod: 9, memberCount: 3, pendingInvitations: 0, canInvite: true }),
    ).toEqual([]);
  });

  it('offers inviting only to those who may invite', () => {
    expect(openSteps({ ...known, canInvite: false }).map((s) => s.id)).toEqual(['createKey', 'tryModel']);
  });

  it('leaves out a step into a section switched off', () => {
    const flags = resolveFeatureFlags({ apiKeys: false, team: false });
    expect(openSteps(known, flags).map((s) => s.id)).toEqual(['tryModel']);
    expect(openSteps(known, resolveFeatureFlags({ models: false })).map((s) => s.id)).toEqual([
      'createKey',
      'invite',
    ]);
  });

  it('keeps a step whose fact is unknown', () => {
    const unknown: AccountFacts = {
      ...known,
      keyCount: undefined,
      tokensThisPeriod: undefined,
      memberCount: undefined,
    };
    expect(openSteps(unknown)).toHaveLength(3);
  });
});

describe('counts', () => {
  it('counts active keys, active members and pending invitations only', () => {
    expect(activeKeyCount([{ active: true }, { active: false }, { active: true }] as never)).toBe(2);
    expect(memberCount([{ active: true }, { active: false }] as never)).toBe(1);
    expect(pendingCount([{ status: 'pending' }, { status: 'expired' }] as never)).toBe(1);
  });
});

describe('model status', () => {
  it('puts down, then degraded, then up, each by name', () => {
    const sorted = byAttention([
      { model: 'b', status: 'up' },
      { model: 'z', status: 'down' },
      { model: 'a', status: 'up' },
      { model: 'c', status: 'degraded' },
      { model: 'd', status: 'down' },
    ]);
    expect(sorted.map((endpoint) => endpoint.model)).toEqual(['d', 'z', 'c', 'a', 'b']);
  });
});

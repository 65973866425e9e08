import { describe, expect, it } from 'vitest';

import type { ChatTestRequest } from '../playground/chat-run';
import type { ChatRun } from '../playground/use-chat-run';
import { bestOf, defaultCompareIds, outcomeOf } from './compare-results';

const request: ChatTestRequest = {
  model: 'm',
  messages: [{ role: 'user', content: 'Hej' }],
  temperature: 0.7,
  maxTokens: 150,
  topP: 1,
  stream: false,
};

function done(latencyMs: number, prompt: number, completion: number): ChatRun {
  return {
    status: 'done',
    request,
    content: 'x',
    latencyMs,
    usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
    stopped: false,
  };
}

describe('comparing models', () => {
  it("takes a finished run's latency and cost; nothing from a running, stopped or failed one", () => {
    expect(outcomeOf(done(120, 10, 20), { input: 1, output: 2 })).toEqual({
      latencyMs: 120,
      cost: 50 / 1_000_000,
    });
    expect(outcomeOf(done(120, 10, 20), undefined)).toEqual({ latencyMs: 120, cost: undefined });
    expect(outcomeOf({ status: 'running', request, content: '' }, undefined)).toEqual({});
    expect(outcomeOf({ ...done(5, 1, 1), stopped: true } as ChatRun, { input: 1, output: 1 })).toEqual({});
    expect(outcomeOf({ status: 'failed', request, content: '', error: new Error('x') }, undefined)).toEqual(
      {},
    );
  });

  it('names the fastest and the cheapest once two runs finished', () => {
    expect(bestOf([{ latencyMs: 300, cost: 0.001 }, { latencyMs: 120, cost: 0.002 }, {}])).toEqual({
      fastest: 1,
      cheapest: 0,
    });
    expect(bestOf([{ latencyMs: 300, cost: 0.001 }, {}])).toEqual({
      fastest: undefined,
      cheapest: undefined,
    });
  });

  it('starts with the first two chat models that are not down', () => {
    const models = [
      { model: { id: 'a' }, status: { kind: 'down' } },
      { model: { id: 'b' }, status: { kind: 'up' } },
      { model: { id: 'c' }, status: { kind: 'unknown' } },
      { model: { id: 'd' }, status: { kind: 'up' } },
    ];
    expect(defaultCompareIds(models)).toEqual(['b', 'c']);
    expect(defaultCompareIds(models.slice(0, 2))).toEqual(['a', 'b']);
    expect(defaultCompareIds([])).toEqual([]);
  });
});

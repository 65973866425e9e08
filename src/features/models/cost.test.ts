import { afterEach, describe, expect, it } from 'vitest';

import { MODEL_TEST_DEFAULTS } from '@/config';
import { i18n } from '@/i18n';

import {
  estimateChatCost,
  estimateEmbeddingCost,
  estimateTokens,
  formatCost,
  formatPrice,
  tokenCost,
  usageCost,
} from './cost';

// sv-SE puts a no-break space before the euro sign and uses a decimal comma.
const eur = (text: string) => text.replace(/ /g, '\u00a0');

describe('cost estimates', () => {
  it('estimates about four characters a token, rounding up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abc')).toBe(1);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('x'.repeat(400))).toBe(100);
  });

  it('prices tokens per million', () => {
    expect(tokenCost({ input: 0.2, output: 0.6 }, 1_000_000, 0)).toBeCloseTo(0.2);
    expect(tokenCost({ input: 0.2, output: 0.6 }, 1_000_000, 1_000_000)).toBeCloseTo(0.8);
    expect(tokenCost({ input: 0.2, output: 0.6 }, 0, 0)).toBe(0);
  });

  it('estimates a chat test from every message (chars / 4) and max_tokens out', () => {
    const estimate = estimateChatCost(
      { input: 0.2, output: 0.6 },
      [{ content: 'x'.repeat(40) }, { content: 'y'.repeat(41) }],
      MODEL_TEST_DEFAULTS.maxTokens,
    );
    expect(estimate.inputTokens).toBe(10 + 11);
    expect(estimate.outputTokens).toBe(150);
    expect(estimate.cost).toBeCloseTo((21 * 0.2 + 150 * 0.6) / 1_000_000, 12);
  });

  it('counts no output for a max_tokens that is not a positive number', () => {
    expect(estimateChatCost({ input: 1, output: 1 }, [{ content: 'abcd' }], Number.NaN).outputTokens).toBe(0);
    expect(estimateChatCost({ input: 1, output: 1 }, [{ content: 'abcd' }], -5).outputTokens).toBe(0);
  });

  it('estimates an embedding test from its input only', () => {
    const estimate = estimateEmbeddingCost({ input: 0.01, output: 0.01 }, 'x'.repeat(400));
    expect(estimate).toEqual({ inputTokens: 100, outputTokens: 0, cost: (100 * 0.01) / 1_000_000 });
  });

  it('computes the actual cost from the usage', () => {
    expect(usageCost({ input: 0.2, output: 0.6 }, { prompt_tokens: 12, completion_tokens: 68 })).toBeCloseTo(
      (12 * 0.2 + 68 * 0.6) / 1_000_000,
      12,
    );
    expect(usageCost({ input: 0.02, output: 0.02 }, { prompt_tokens: 50 })).toBeCloseTo(0.000001, 12);
  });
});

describe('money formats, in the interface language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('formats prices per million exactly', () => {
    expect(formatPrice(0.2)).toBe('€0.20');
    expect(formatPrice(1.8)).toBe('€1.80');
    expect(formatPrice(2)).toBe('€2');
    expect(formatPrice(0.008)).toBe('€0.008');
    expect(formatPrice(0.05)).toBe('€0.05');
  });

  it('formats the tiny cost of a test with two significant digits', () => {
    expect(formatCost(0)).toBe('€0');
    expect(formatCost(0.0000942)).toBe('€0.000094');
    expect(formatCost(0.00123456)).toBe('€0.0012');
    expect(formatCost(0.0125)).toBe('€0.0125');
    expect(formatCost(1.5)).toBe('€1.50');
  });

  it('writes Swedish money in Swedish', async () => {
    await i18n.changeLanguage('sv');
    expect(formatPrice(0.008)).toBe(eur('0,008 €'));
    expect(formatCost(0.0000942)).toBe(eur('0,000094 €'));
  });
});

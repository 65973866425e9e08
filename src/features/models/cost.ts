import { formatMoney, numberFormat } from '@/i18n';

import type { ModelPrices } from './catalogue';

/** Before a call the tokens are estimated: about four characters a token. */
export const CHARS_PER_TOKEN = 4;

const PER_MILLION = 1_000_000;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

export interface CostEstimate {
  readonly inputTokens: number;
  /** The most the reply may use: `max_tokens`. */
  readonly outputTokens: number;
  /** Euros. */
  readonly cost: number;
}

/** Euros for the tokens at the model's prices (per million tokens). */
export function tokenCost(prices: ModelPrices, inputTokens: number, outputTokens: number): number {
  return (prices.input * inputTokens + prices.output * outputTokens) / PER_MILLION;
}

/** A chat test's cost before sending: the messages' characters / 4 in, `max_tokens` out (an upper bound). */
export function estimateChatCost(
  prices: ModelPrices,
  messages: readonly { readonly content: string }[],
  maxTokens: number,
): CostEstimate {
  const inputTokens = messages.reduce((sum, message) => sum + estimateTokens(message.content), 0);
  const outputTokens = Number.isFinite(maxTokens) && maxTokens > 0 ? Math.floor(maxTokens) : 0;
  return { inputTokens, outputTokens, cost: tokenCost(prices, inputTokens, outputTokens) };
}

/** An embedding test's cost before sending: input tokens only. */
export function estimateEmbeddingCost(prices: ModelPrices, input: string): CostEstimate {
  const inputTokens = estimateTokens(input);
  return { inputTokens, outputTokens: 0, cost: tokenCost(prices, inputTokens, 0) };
}

/** The cost of a call from the usage it reported. */
export function usageCost(
  prices: ModelPrices,
  usage: { readonly prompt_tokens: number; readonly completion_tokens?: number },
): number {
  return tokenCost(prices, usage.prompt_tokens, usage.completion_tokens ?? 0);
}

const preciseFormat = (options: Intl.NumberFormatOptions) =>
  numberFormat({ style: 'currency', currency: 'EUR', ...options });

/** Cents or whole euros exactly. */
function isWholeCents(amount: number): boolean {
  return Math.abs(Math.round(amount * 100) - amount * 100) < 1e-9;
}

/**
 * A price per million tokens in the interface language (`€0.20`, `0,20 €`): `formatMoney` when it is whole
 * cents, else with the decimals it needs (`€0.008`), never rounded to a wrong price.
 */
export function formatPrice(amount: number): string {
  if (isWholeCents(amount)) return formatMoney(amount);
  return preciseFormat({ minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(amount);
}

/**
 * The cost of a test call, usually a fraction of a cent (`€0.00012`): two significant digits below a cent,
 * cents above it; zero as `€0`.
 */
export function formatCost(amount: number): string {
  if (amount === 0) return formatMoney(0);
  if (Math.abs(amount) >= 0.01) {
    return preciseFormat({ minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(amount);
  }
  return preciseFormat({ maximumSignificantDigits: 2 }).format(amount);
}

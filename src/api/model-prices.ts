import type { ModelList } from './generated/model';

export interface ModelPrices {
  /** Euros per million input tokens. */
  readonly input: number;
  /** Euros per million output tokens. */
  readonly output: number;
}

/**
 * Both prices, or `undefined` when either is missing: only a model with both is listed (spec section 3), on
 * the models page and wherever else a model is named (the overview's status).
 */
export function pricesOf(model: Pick<ModelList['data'][number], 'pricing'>): ModelPrices | undefined {
  const input = model.pricing?.input;
  const output = model.pricing?.output;
  return input != null && output != null ? { input, output } : undefined;
}

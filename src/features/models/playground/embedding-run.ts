import { createEmbedding } from '@/api/generated/endpoints/inference/inference';
import { MODEL_TEST_DEFAULTS } from '@/config';

import { bearerHeaders } from './chat-run';

export interface EmbeddingTestRequest {
  readonly model: string;
  readonly input: string;
  readonly apiKey?: string;
}

export interface EmbeddingTestResult {
  readonly dimensions: number;
  /** The vector's first values. */
  readonly head: readonly number[];
  /** The usage's counts when the platform reports them (spec section 7 names the usage, not its fields). */
  readonly tokens?: { readonly prompt: number; readonly total: number };
  readonly latencyMs: number;
}

/** How many of the vector's values the result shows. */
export const EMBEDDING_HEAD_LENGTH = 8;

/** Runs an embedding test (`POST /v1/embeddings`, `encoding_format: float`) and times it. */
export async function runEmbeddingTest(
  request: EmbeddingTestRequest,
  signal?: AbortSignal,
): Promise<EmbeddingTestResult> {
  const started = performance.now();
  const response = await createEmbedding(
    { model: request.model, input: request.input, encoding_format: MODEL_TEST_DEFAULTS.encodingFormat },
    { signal, headers: bearerHeaders(request.apiKey) },
  );
  const latencyMs = Math.round(performance.now() - started);
  const embedding = response.data[0]?.embedding;
  // `float` answers arrays; a base64 string would only come if the server ignored the format.
  const vector = Array.isArray(embedding) ? embedding : [];
  return {
    dimensions: vector.length,
    head: vector.slice(0, EMBEDDING_HEAD_LENGTH),
    tokens: tokensOf(response.usage),
    latencyMs,
  };
}

function tokensOf(usage: { prompt_tokens?: number; total_tokens?: number }): EmbeddingTestResult['tokens'] {
  const { prompt_tokens: prompt, total_tokens: total = prompt } = usage;
  return prompt === undefined || total === undefined ? undefined : { prompt, total };
}

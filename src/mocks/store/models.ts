import type { Model } from '@/api/generated/model';

/**
 * The model catalogue: real open models hosted in EU regions, prices in EUR per million tokens. Three have
 * incomplete pricing (the console must hide them, spec section 3). Static data: every scenario shares it.
 */
export interface ModelRecord {
  readonly id: string;
  /** Display name, used where the contract has a `name` (per-key usage). */
  readonly name: string;
  readonly ownedBy: string;
  readonly type: 'chat' | 'embedding';
  readonly tags: readonly string[];
  /** Release day. */
  readonly released: string;
  readonly region: string;
  readonly contextLength: number;
  readonly dimensions?: number;
  /** `null` for a model without any pricing; a `null` price is missing. */
  readonly price: { readonly input: number | null; readonly output: number | null } | null;
  readonly description: string;
}

type Row = [
  id: string,
  name: string,
  ownedBy: string,
  released: string,
  region: string,
  context: number,
  input: number | null,
  output: number | null,
  tags: string,
  description: string,
];

// prettier-ignore
const CHAT: Row[] = [
  ['mistral-small-3.2-24b', 'Mistral Small 3.2 24B', 'mistralai', '2025-06-20', 'fr-par-1', 131072, 0.2, 0.6, 'multilingual,function-calling', 'Fast multilingual instruction model from Paris.'],
  ['mistral-nemo-12b-instruct', 'Mistral Nemo 12B', 'mistralai', '2024-07-18', 'fr-par-1', 131072, 0.15, 0.15, 'multilingual', 'Compact multilingual model built with NVIDIA.'],
  ['mixtral-8x22b-instruct', 'Mixtral 8x22B', 'mistralai', '2024-04-17', 'de-fra-1', 65536, 1.8, 1.8, 'multilingual,mixture-of-experts', 'Sparse mixture-of-experts model.'],
  ['magistral-small-2509', 'Magistral Small 1.2', 'mistralai', '2025-09-17', 'fr-par-1', 131072, 0.5, 1.5, 'reasoning,multilingual', 'Reasoning model that shows its chain of thought.'],
  ['devstral-small-2507', 'Devstral Small 1.1', 'mistralai', '2025-07-10', 'se-sto-1', 131072, 0.1, 0.3, 'code,agents', 'Agentic coding model for software engineering tasks.'],
  ['llama-3.3-70b-instruct', 'Llama 3.3 70B Instruct', 'meta-llama', '2024-12-06', 'se-sto-1', 131072, 0.6, 0.8, 'multilingual', 'General-purpose 70B instruction model.'],
  ['llama-3.1-8b-instruct', 'Llama 3.1 8B Instruct', 'meta-llama', '2024-07-23', 'se-sto-1', 131072, 0.05, 0.08, 'multilingual,small', 'Small, cheap and quick.'],
  ['llama-4-scout-17b-16e-instruct', 'Llama 4 Scout', 'meta-llama', '2025-04-05', 'fi-hel-1', 327680, 0.15, 0.45, 'vision,long-context,mixture-of-experts', 'Multimodal mixture-of-experts with a very long context.'],
  ['llama-4-maverick-17b-128e-instruct', 'Llama 4 Maverick', 'meta-llama', '2025-04-05', 'fi-hel-1', 131072, 0.25, 0.85, 'vision,mixture-of-experts', 'Larger Llama 4 mixture-of-experts.'],
  ['qwen3-235b-a22b-instruct-2507', 'Qwen3 235B A22B', 'qwen', '2025-07-21', 'nl-ams-1', 262144, 0.2, 0.8, 'multilingual,mixture-of-experts,long-context', 'Flagship Qwen3 mixture-of-experts.'],
  ['qwen3-30b-a3b-instruct-2507', 'Qwen3 30B A3B', 'qwen', '2025-07-29', 'nl-ams-1', 262144, 0.1, 0.3, 'multilingual,mixture-of-experts', 'Efficient Qwen3 mixture-of-experts.'],
  ['qwen3-coder-30b-a3b-instruct', 'Qwen3 Coder 30B A3B', 'qwen', '2025-07-31', 'se-sto-1', 262144, 0.1, 0.4, 'code,agents', 'Coding model with tool use.'],
  ['gemma-3-27b-it', 'Gemma 3 27B', 'google', '2025-03-12', 'de-fra-1', 131072, 0.1, 0.2, 'vision,multilingual', 'Open Gemma model with image understanding.'],
  ['gemma-3-12b-it', 'Gemma 3 12B', 'google', '2025-03-12', 'de-fra-1', 131072, 0.05, 0.1, 'vision,multilingual,small', 'Mid-sized Gemma 3.'],
  ['deepseek-r1-distill-llama-70b', 'DeepSeek R1 Distill Llama 70B', 'deepseek-ai', '2025-01-20', 'se-sto-1', 131072, 0.7, 1.4, 'reasoning', 'R1 reasoning distilled into Llama 70B.'],
  ['deepseek-v3.1', 'DeepSeek V3.1', 'deepseek-ai', '2025-08-21', 'fi-hel-1', 131072, 0.5, 1.5, 'reasoning,mixture-of-experts', 'Hybrid thinking and non-thinking model.'],
  ['gpt-oss-120b', 'gpt-oss 120B', 'openai', '2025-08-05', 'se-sto-1', 131072, 0.15, 0.6, 'reasoning,mixture-of-experts', 'Open-weight reasoning model.'],
  ['gpt-oss-20b', 'gpt-oss 20B', 'openai', '2025-08-05', 'se-sto-1', 131072, 0.05, 0.2, 'reasoning,small', 'Small open-weight reasoning model.'],
  ['eurollm-9b-instruct', 'EuroLLM 9B Instruct', 'utter-project', '2024-12-04', 'de-fra-1', 4096, 0.06, 0.12, 'multilingual,eu-made', 'Trained for all 24 official EU languages.'],
  ['salamandra-7b-instruct', 'Salamandra 7B Instruct', 'BSC-LT', '2024-10-01', 'fr-par-1', 8192, 0.05, 0.1, 'multilingual,eu-made', 'Barcelona Supercomputing Center model for European languages.'],
  // Incomplete pricing: listed by the API, hidden by the console.
  ['teuken-7b-instruct', 'Teuken 7B Instruct', 'openGPT-X', '2024-11-26', 'de-fra-1', 4096, 0.05, null, 'multilingual,eu-made,preview', 'OpenGPT-X model for the EU languages (pricing not final).'],
  ['poro-34b-chat', 'Poro 34B Chat', 'LumiOpen', '2024-04-01', 'fi-hel-1', 2048, null, 0.4, 'nordic,eu-made,preview', 'Finnish-English model trained on LUMI (pricing not final).'],
  ['olmo-2-32b-instruct', 'OLMo 2 32B Instruct', 'allenai', '2025-03-13', 'nl-ams-1', 4096, null, null, 'open-data,preview', 'Fully open model: weights, data and code (not yet priced).'],
];

type EmbeddingRow = [
  id: string,
  name: string,
  ownedBy: string,
  released: string,
  region: string,
  context: number,
  dimensions: number,
  price: number,
  tags: string,
  description: string,
];

// prettier-ignore
const EMBEDDING: EmbeddingRow[] = [
  ['bge-m3', 'BGE-M3', 'baai', '2024-01-30', 'se-sto-1', 8192, 1024, 0.01, 'multilingual', 'Dense multilingual retrieval embeddings.'],
  ['multilingual-e5-large-instruct', 'Multilingual E5 Large Instruct', 'intfloat', '2024-02-08', 'de-fra-1', 514, 1024, 0.02, 'multilingual', 'Instruction-tuned multilingual E5.'],
  ['e5-mistral-7b-instruct', 'E5 Mistral 7B Instruct', 'intfloat', '2024-01-01', 'nl-ams-1', 32768, 4096, 0.05, 'long-context', 'Large embedding model on a Mistral base.'],
  ['nomic-embed-text-v1.5', 'Nomic Embed Text v1.5', 'nomic-ai', '2024-02-10', 'fi-hel-1', 8192, 768, 0.008, 'small', 'Matryoshka embeddings, cheap to store.'],
  ['qwen3-embedding-8b', 'Qwen3 Embedding 8B', 'qwen', '2025-06-05', 'nl-ams-1', 32768, 4096, 0.04, 'multilingual,long-context', 'Top of the multilingual retrieval tables.'],
  ['sentence-bert-swedish-cased', 'Sentence-BERT Swedish', 'KBLab', '2023-03-01', 'se-sto-1', 512, 768, 0.01, 'swedish,nordic,eu-made', 'National Library of Sweden sentence embeddings.'],
  ['snowflake-arctic-embed-l-v2.0', 'Arctic Embed L 2.0', 'snowflake', '2024-12-04', 'se-sto-1', 8192, 1024, 0.02, 'multilingual', 'Multilingual retrieval embeddings.'],
];

function chatRecord([
  id,
  name,
  ownedBy,
  released,
  region,
  context,
  input,
  output,
  tags,
  description,
]: Row): ModelRecord {
  return {
    id,
    name,
    ownedBy,
    type: 'chat',
    released,
    region,
    contextLength: context,
    description,
    tags: ['chat', ...tags.split(',')],
    price: input === null && output === null ? null : { input, output },
  };
}

function embeddingRecord([
  id,
  name,
  ownedBy,
  released,
  region,
  context,
  dimensions,
  price,
  tags,
  description,
]: EmbeddingRow): ModelRecord {
  return {
    id,
    name,
    ownedBy,
    type: 'embedding',
    released,
    region,
    contextLength: context,
    dimensions,
    description,
    tags: ['embedding', ...tags.split(',')],
    price: { input: price, output: price },
  };
}

export const MODEL_CATALOGUE: readonly ModelRecord[] = [
  ...CHAT.map(chatRecord),
  ...EMBEDDING.map(embeddingRecord),
];

/** Chat endpoints reported `down` by `/health` (and answering 503) when a scenario starts. */
export const MODELS_DOWN_AT_START: readonly string[] = ['llama-3.3-70b-instruct', 'mixtral-8x22b-instruct'];

export function hasCompletePricing(model: ModelRecord): boolean {
  return model.price?.input != null && model.price.output != null;
}

/** Cost in EUR of tokens of a model; a missing price counts as 0. */
export function tokenCost(model: ModelRecord, input: number, output: number): number {
  return ((model.price?.input ?? 0) * input + (model.price?.output ?? 0) * output) / 1_000_000;
}

export function toModel(model: ModelRecord): Model {
  return {
    id: model.id,
    object: 'model',
    created: Math.floor(Date.parse(`${model.released}T00:00:00Z`) / 1000),
    root: model.id,
    owned_by: model.ownedBy,
    tags: [...model.tags],
    model_type: model.type,
    ...(model.price && {
      pricing: {
        input: model.price.input,
        output: model.price.output,
        currency: 'EUR',
        unit: 'per_million_tokens',
      },
    }),
    description: model.description,
    context_length: model.contextLength,
    ...(model.dimensions !== undefined && { dimensions: model.dimensions }),
    region: model.region,
  };
}

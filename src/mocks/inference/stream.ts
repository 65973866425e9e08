import type { ChatCompletionChunk, CompletionUsage, FinishReason } from '@/api/generated/model';

import { hash32, prng } from '../store/hash';

export interface StreamedCompletion {
  id: string;
  created: number;
  model: string;
  /** The reply in tokens, already cut at `max_tokens`. */
  tokens: readonly string[];
  finishReason: FinishReason;
  usage: CompletionUsage;
}

const encoder = new TextEncoder();
const event = (data: string) => encoder.encode(`data: ${data}\n\n`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The completion as server-sent events, OpenAI style: a first chunk with the role, then the content in
 * groups of 1–3 tokens, a last chunk with `finish_reason` and `usage`, then `data: [DONE]`. The first
 * content waits `latencyMs`; the next come every `latencyMs / 10`. Pull-based, so it really streams and
 * stops when the client goes away.
 */
export function chatCompletionStream(
  completion: StreamedCompletion,
  latencyMs: number,
): ReadableStream<Uint8Array> {
  const random = prng(hash32(completion.id));
  const groups: string[] = [];
  for (let i = 0; i < completion.tokens.length;) {
    const size = 1 + Math.floor(random() * 3);
    groups.push(completion.tokens.slice(i, i + size).join(''));
    i += size;
  }
  const chunk = (
    delta: ChatCompletionChunk['choices'][number]['delta'],
    extra: Partial<ChatCompletionChunk> = {},
    finish: FinishReason | null = null,
  ): ChatCompletionChunk => ({
    id: completion.id,
    object: 'chat.completion.chunk',
    created: completion.created,
    model: completion.model,
    choices: [{ index: 0, delta, finish_reason: finish }],
    ...extra,
  });
  const events: (() => string)[] = [
    () => JSON.stringify(chunk({ role: 'assistant', content: '' })),
    ...groups.map((content) => () => JSON.stringify(chunk({ content }))),
    () => JSON.stringify(chunk({}, { usage: completion.usage }, completion.finishReason)),
    () => '[DONE]',
  ];
  let next = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const delay = next === 0 ? latencyMs : next < events.length - 2 ? Math.round(latencyMs / 10) : 0;
      if (delay > 0) await sleep(delay);
      const render = events[next++];
      if (render) controller.enqueue(event(render()));
      if (next >= events.length) controller.close();
    },
  });
}

import {
  createChatCompletion,
  getCreateChatCompletionUrl,
} from '@/api/generated/endpoints/inference/inference';
import {
  ChatCompletionChunk,
  ChatCompletionResponse,
  type ChatMessage,
  type CompletionUsage,
  type FinishReason,
} from '@/api/generated/model';
import { ApiError } from '@/api/api-error';
import type { ChatCompletionAsRead } from '@/api/as-read';
import { apiEventStream } from '@/api/stream';

/** What a chat test sends (spec section 7): the model, the messages and the sampling settings. */
export interface ChatTestRequest {
  readonly model: string;
  readonly messages: readonly ChatMessage[];
  readonly temperature: number;
  readonly maxTokens: number;
  readonly topP: number;
  readonly stream: boolean;
  /** A key the user pasted for this test, sent as the bearer token; otherwise the session is used. */
  readonly apiKey?: string;
}

export interface ChatTestReply {
  readonly content: string;
  readonly usage?: CompletionUsage;
  readonly finishReason?: FinishReason;
}

export interface ChatTestCallbacks {
  /** Streaming: each piece of the reply as it arrives. */
  readonly onDelta?: (text: string) => void;
}

/** The bearer header of a pasted key (trimmed); none when the field is empty. */
export function bearerHeaders(apiKey: string | undefined): Record<string, string> {
  const key = apiKey?.trim();
  return key ? { Authorization: `Bearer ${key}` } : {};
}

function requestBody(request: ChatTestRequest) {
  return {
    model: request.model,
    messages: request.messages.map(({ role, content }) => ({ role, content })),
    temperature: request.temperature,
    max_tokens: request.maxTokens,
    top_p: request.topP,
    stream: request.stream,
  };
}

/**
 * Runs a chat test: `POST /v1/chat/completions`, whole or streamed (tokens passed to `onDelta` as they
 * arrive). Rejects with an `ApiError`, or with the abort when `signal` stops it.
 */
export async function runChatTest(
  request: ChatTestRequest,
  signal: AbortSignal,
  { onDelta }: ChatTestCallbacks = {},
): Promise<ChatTestReply> {
  const headers = bearerHeaders(request.apiKey);
  if (!request.stream) {
    // The contract allows JSON or an event stream here, so orval sets no schema: pass the JSON one.
    const response: ChatCompletionAsRead | string = await createChatCompletion(requestBody(request), {
      signal,
      headers,
      schema: ChatCompletionResponse,
    });
    if (typeof response === 'string') {
      throw new ApiError({
        status: 200,
        code: 'SERVER_ERROR',
        kind: 'malformed',
        message: 'The server sent a response the console does not understand.',
      });
    }
    const choice = response.choices[0];
    return {
      content: choice?.message.content ?? '',
      usage: wholeUsage(response.usage),
      finishReason: choice?.finish_reason,
    };
  }

  let content = '';
  let usage: CompletionUsage | undefined;
  let finishReason: FinishReason | undefined;
  for await (const chunk of apiEventStream(getCreateChatCompletionUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(requestBody(request)),
    schema: ChatCompletionChunk,
    signal,
  })) {
    const choice = chunk.choices[0];
    const delta = choice?.delta?.content;
    if (delta) {
      content += delta;
      onDelta?.(delta);
    }
    if (choice?.finish_reason) finishReason = choice.finish_reason;
    if (chunk.usage) usage = chunk.usage;
  }
  return { content, usage, finishReason };
}

/** The token counts when the answer has all three; otherwise the reply shows none rather than a partial sum. */
function wholeUsage(usage: ChatCompletionAsRead['usage']): CompletionUsage | undefined {
  const { prompt_tokens, completion_tokens, total_tokens } = usage ?? {};
  return prompt_tokens != null && completion_tokens != null && total_tokens != null
    ? { prompt_tokens, completion_tokens, total_tokens }
    : undefined;
}

import { HttpResponse } from 'msw';

import {
  getCreateChatCompletionMockHandler,
  getCreateEmbeddingMockHandler,
} from '@/api/generated/endpoints/inference/inference.msw';
import {
  CreateChatCompletionBody,
  CreateEmbeddingBody,
} from '@/api/generated/endpoints/inference/inference.zod';

import { countTokens, promptTokens, tokenize } from '../inference/tokens';
import { generateReply } from '../inference/reply';
import { chatCompletionStream } from '../inference/stream';
import { embed, toBase64Float32 } from '../inference/vectors';
import { randomHex } from '../store/context';
import type { MockDb } from '../store/db';
import type { ModelRecord } from '../store/models';
import type { UsageCounts } from '../store/state';

import { requireKeyOrMember, type KeyOrMember } from './kit/auth';
import { parseBody } from './kit/body';
import { operationsFor, type HandlerContext, type OperationHandler } from './kit/operation';
import { fail, respondWith } from './kit/respond';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The model, if it exists, is of the wanted kind and its endpoint is up (404 / 400 / 503 otherwise). */
function requireModel(db: MockDb, id: string, type: ModelRecord['type']): ModelRecord {
  const model = db.models.get(id);
  if (!model) {
    return fail(404, 'INVALID_REQUEST', {
      message: `The model '${id}' does not exist.`,
      details: [{ path: 'model', message: 'Unknown model' }],
    });
  }
  if (model.type !== type) {
    const use = model.type === 'chat' ? '/v1/chat/completions' : '/v1/embeddings';
    return fail(400, 'INVALID_REQUEST', {
      message: `'${id}' is a ${model.type} model; use ${use}.`,
      details: [{ path: 'model', message: `Not a ${type} model` }],
    });
  }
  if (db.health.isDown(model.id)) {
    return fail(503, 'SERVER_ERROR', {
      message: `The model '${id}' is temporarily unavailable. Please try again in a few minutes.`,
      headers: { 'Retry-After': '30' },
    });
  }
  return model;
}

/**
 * A call counts in the account's usage and billing period: with a key, as that key's usage; with the session
 * (the playground), as the console's.
 */
function record(db: MockDb, caller: KeyOrMember, model: ModelRecord, counts: UsageCounts): void {
  if (caller.kind !== 'key') {
    db.usage.recordConsole(caller.account.id, model.id, counts);
    return;
  }
  db.usage.record(caller.key, model.id, counts);
  db.apiKeys.touch(caller.key);
  const account = db.accounts.get(caller.key.accountId);
  if (account) db.billing.applyAutoRecharge(account);
}

/** A prompt (with the reply it asks room for) over the model's context is refused before any work, as vLLM does. */
function refuseOverContext(model: ModelRecord, prompt: number, maxTokens: number | null | undefined): void {
  const asked = prompt + (maxTokens ?? 0);
  if (asked <= model.contextLength) return;
  fail(400, 'CONTEXT_LENGTH_EXCEEDED', {
    message: `This model's context is ${model.contextLength} tokens; the request needs ${asked} (${prompt} in the messages, ${maxTokens ?? 0} for the reply).`,
    details: [
      { path: 'messages', message: `Longer than the model's context of ${model.contextLength} tokens` },
    ],
  });
}

export function inferenceHandlers(ctx: HandlerContext): OperationHandler[] {
  const { db } = ctx;
  const op = operationsFor(ctx, 'inference');
  return [
    op('createChatCompletion', getCreateChatCompletionMockHandler, async ({ request, cookies }) => {
      const caller = requireKeyOrMember(db, request, cookies);
      const body = await parseBody(request, CreateChatCompletionBody);
      const model = requireModel(db, body.model, 'chat');
      const prompt = promptTokens(body.messages);
      refuseOverContext(model, prompt, body.max_tokens);
      const all = tokenize(generateReply(model, body.messages));
      const tokens = all.slice(0, body.max_tokens);
      const usage = {
        prompt_tokens: prompt,
        completion_tokens: tokens.length,
        total_tokens: prompt + tokens.length,
      };
      const finishReason = tokens.length < all.length ? 'length' : 'stop';
      const id = `chatcmpl-${randomHex(12)}`;
      const created = Math.floor(db.now().getTime() / 1000);
      record(db, caller, model, { requests: 1, input: prompt, output: tokens.length });
      const latency = db.settings.inferenceLatencyMs;

      if (body.stream) {
        const stream = chatCompletionStream(
          { id, created, model: model.id, tokens, finishReason, usage },
          latency,
        );
        return respondWith(
          new HttpResponse(stream, {
            status: 200,
            headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' },
          }),
        );
      }
      if (latency > 0) await sleep(latency);
      return {
        id,
        object: 'chat.completion',
        created,
        model: model.id,
        choices: [
          { index: 0, message: { role: 'assistant', content: tokens.join('') }, finish_reason: finishReason },
        ],
        usage,
      };
    }),
    op('createEmbedding', getCreateEmbeddingMockHandler, async ({ request, cookies }) => {
      const caller = requireKeyOrMember(db, request, cookies);
      const body = await parseBody(request, CreateEmbeddingBody);
      const model = requireModel(db, body.model, 'embedding');
      const inputs = typeof body.input === 'string' ? [body.input] : body.input;
      const prompt = inputs.reduce((sum, text) => sum + countTokens(text), 0);
      record(db, caller, model, { requests: 1, input: prompt, output: 0 });
      const latency = db.settings.inferenceLatencyMs;
      if (latency > 0) await sleep(Math.round(latency / 3));
      return {
        object: 'list',
        model: model.id,
        data: inputs.map((text, index) => {
          const vector = embed(model.id, text, model.dimensions ?? 1024);
          return {
            object: 'embedding',
            index,
            embedding: body.encoding_format === 'base64' ? toBase64Float32(vector) : vector,
          };
        }),
        usage: { prompt_tokens: prompt, total_tokens: prompt },
      };
    }),
  ];
}

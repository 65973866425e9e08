import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';

import type { CompletionUsage, FinishReason } from '@/api/generated/model';
import { invalidateLiveFigures } from '@/api/live-figures';

import { runChatTest, type ChatTestRequest } from './chat-run';

/** A chat test: not run yet, running (the reply so far when streaming), finished, stopped or failed. */
export type ChatRun =
  | { readonly status: 'idle' }
  | {
      readonly status: 'running';
      readonly request: ChatTestRequest;
      readonly content: string;
      /** Streaming: milliseconds until the first token. */
      readonly firstTokenMs?: number;
    }
  | {
      readonly status: 'done';
      readonly request: ChatTestRequest;
      readonly content: string;
      readonly latencyMs: number;
      readonly firstTokenMs?: number;
      readonly usage?: CompletionUsage;
      readonly finishReason?: FinishReason;
      /** Stopped by the user: `content` is what arrived until then. */
      readonly stopped: boolean;
    }
  | {
      readonly status: 'failed';
      readonly request: ChatTestRequest;
      readonly content: string;
      readonly error: unknown;
    };

type Action =
  | { type: 'start'; request: ChatTestRequest }
  | { type: 'delta'; text: string; elapsedMs: number }
  | { type: 'finish'; run: Extract<ChatRun, { status: 'done' }> }
  | { type: 'fail'; error: unknown }
  | { type: 'reset' };

function reduce(run: ChatRun, action: Action): ChatRun {
  switch (action.type) {
    case 'start':
      return { status: 'running', request: action.request, content: '' };
    case 'delta':
      if (run.status !== 'running') return run;
      return {
        ...run,
        content: run.content + action.text,
        firstTokenMs: run.firstTokenMs ?? action.elapsedMs,
      };
    case 'finish':
      return action.run;
    case 'fail':
      if (run.status === 'idle') return run;
      return { status: 'failed', request: run.request, content: run.content, error: action.error };
    case 'reset':
      return { status: 'idle' };
  }
}

export interface ChatRunner {
  readonly run: ChatRun;
  /** Sends the test (stopping one still running). */
  readonly start: (request: ChatTestRequest) => void;
  /** Stops the running test; what arrived stays. */
  readonly stop: () => void;
  readonly reset: () => void;
}

/** One chat test at a time, with its latency (and time to the first token when streaming) and usage. */
export function useChatRun(): ChatRunner {
  const [run, dispatch] = useReducer(reduce, { status: 'idle' });
  const current = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();

  const stop = useCallback(() => current.current?.abort(), []);

  const start = useCallback(
    (request: ChatTestRequest) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      let content = '';
      let firstTokenMs: number | undefined;
      dispatch({ type: 'start', request });

      runChatTest(request, controller.signal, {
        onDelta: (text) => {
          if (current.current !== controller) return;
          content += text;
          firstTokenMs ??= elapsed();
          dispatch({ type: 'delta', text, elapsedMs: firstTokenMs });
        },
      }).then(
        (reply) => {
          // The call counts in usage and the wallet: whatever shows them asks again.
          void invalidateLiveFigures(queryClient);
          if (current.current !== controller) return;
          current.current = null;
          dispatch({
            type: 'finish',
            run: {
              status: 'done',
              request,
              content: reply.content,
              latencyMs: elapsed(),
              firstTokenMs,
              usage: reply.usage,
              finishReason: reply.finishReason,
              stopped: false,
            },
          });
        },
        (error: unknown) => {
          // A stopped stream was accepted and counted up to where it stopped.
          if (controller.signal.aborted) void invalidateLiveFigures(queryClient);
          if (current.current !== controller) return;
          current.current = null;
          if (controller.signal.aborted) {
            dispatch({
              type: 'finish',
              run: { status: 'done', request, content, latencyMs: elapsed(), firstTokenMs, stopped: true },
            });
          } else {
            dispatch({ type: 'fail', error });
          }
        },
      );
    },
    [queryClient],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    dispatch({ type: 'reset' });
  }, []);

  // Leaving the page stops a running test.
  useEffect(() => () => current.current?.abort(), []);

  return { run, start, stop, reset };
}

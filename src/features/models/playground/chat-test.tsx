import { Separator, Stack } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import type { ModelPrices } from '../catalogue';
import { estimateChatCost } from '../cost';
import type { SnippetRequest } from '../snippets';
import {
  chatSnippetRequest,
  DEFAULT_CHAT_SETTINGS,
  isSendShortcut,
  messagesToSend,
  parseChatSettings,
  type ChatSettingsDraft,
  type DraftMessage,
} from './chat-form';
import { ChatReply } from './chat-reply';
import { ChatSettingsFields } from './chat-settings';
import { CostEstimateLine } from './cost-estimate';
import { MessageList } from './message-list';
import { SendBar } from './send-bar';
import { TestError } from './test-error';
import { useChatRun } from './use-chat-run';

interface ChatTestProps {
  modelId: string;
  prices: ModelPrices | undefined;
  apiKey: string;
  /** Told the request the code tab shows whenever the messages or settings change. */
  onSnippetRequest?: (request: SnippetRequest) => void;
}

/** Test a chat model: messages with roles, settings, a cost estimate; the reply, latency, tokens and cost. */
export function ChatTest({ modelId, prices, apiKey, onSnippetRequest }: ChatTestProps) {
  const [messages, setMessages] = useState<DraftMessage[]>([{ key: 0, role: 'user', content: '' }]);
  const nextKey = useRef(1);
  const [focusKey, setFocusKey] = useState<number>();
  const [settings, setSettings] = useState<ChatSettingsDraft>(DEFAULT_CHAT_SETTINGS);
  const [missingMessage, setMissingMessage] = useState(false);
  const { run, start, stop } = useChatRun();

  const parsed = parseChatSettings(settings);
  const toSend = messagesToSend(messages);
  const estimate =
    prices && parsed.settings ? estimateChatCost(prices, toSend, parsed.settings.maxTokens) : undefined;
  const running = run.status === 'running';
  const snippetRequest = useMemo(() => chatSnippetRequest(messages, settings), [messages, settings]);
  useEffect(() => onSnippetRequest?.(snippetRequest), [onSnippetRequest, snippetRequest]);

  const send = () => {
    if (running) return;
    if (toSend.length === 0) {
      setMissingMessage(true);
      return;
    }
    if (!parsed.settings) return;
    start({ model: modelId, messages: toSend, ...parsed.settings, apiKey: apiKey || undefined });
  };

  /** Adds messages; the last one's text box takes the focus. */
  const addMessages = (...added: Omit<DraftMessage, 'key'>[]) => {
    const withKeys = added.map((message) => ({ ...message, key: nextKey.current++ }));
    setMessages((list) => [...list, ...withKeys]);
    setFocusKey(withKeys.at(-1)?.key);
  };

  return (
    <Stack asChild gap="5">
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          send();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (isSendShortcut(event)) {
            event.preventDefault();
            send();
          }
        }}
      >
        <MessageList
          messages={messages}
          focusKey={focusKey}
          invalid={missingMessage && toSend.length === 0}
          onChange={(key, patch) => {
            setMessages((list) => list.map((m) => (m.key === key ? { ...m, ...patch } : m)));
            if (patch.content?.trim()) setMissingMessage(false);
          }}
          onAdd={() =>
            addMessages({ role: messages.at(-1)?.role === 'user' ? 'assistant' : 'user', content: '' })
          }
          onRemove={(key) =>
            setMessages((list) => (list.length > 1 ? list.filter((m) => m.key !== key) : list))
          }
        />
        <ChatSettingsFields
          value={settings}
          errors={parsed.errors}
          onChange={(patch) => setSettings((current) => ({ ...current, ...patch }))}
        />
        <CostEstimateLine estimate={estimate} kind="chat" />
        <SendBar running={running} disabled={parsed.errors !== undefined} onStop={stop} />
        {run.status !== 'idle' && <Separator />}
        {run.status === 'failed' && <TestError error={run.error} usedKey={Boolean(run.request.apiKey)} />}
        {(run.status === 'running' || run.status === 'done') && (
          <ChatReply
            run={run}
            prices={prices}
            onUseReply={() =>
              addMessages({ role: 'assistant', content: run.content }, { role: 'user', content: '' })
            }
          />
        )}
      </form>
    </Stack>
  );
}

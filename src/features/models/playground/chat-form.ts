import {
  chatCompletionRequestMaxTokensMax,
  chatCompletionRequestTemperatureMax,
  chatCompletionRequestTemperatureMin,
  chatCompletionRequestTopPMax,
  chatCompletionRequestTopPMin,
  type ChatMessage,
  type ChatRole,
} from '@/api/generated/model';
import { MODEL_TEST_DEFAULTS } from '@/config';
import { modifierKeyLabel, type PlatformHints } from '@/ui/keyboard';

import { SAMPLE_INPUT, SAMPLE_PROMPT, type SnippetRequest } from '../snippets';

/** What the chat test form holds: messages and settings as typed (numbers stay text until sent). */
export interface DraftMessage {
  /** Stable across edits, for React keys and focus. */
  readonly key: number;
  readonly role: ChatRole;
  readonly content: string;
}

export interface ChatSettingsDraft {
  readonly temperature: string;
  readonly maxTokens: string;
  readonly topP: string;
  readonly stream: boolean;
}

export const DEFAULT_CHAT_SETTINGS: ChatSettingsDraft = {
  temperature: String(MODEL_TEST_DEFAULTS.temperature),
  maxTokens: String(MODEL_TEST_DEFAULTS.maxTokens),
  topP: String(MODEL_TEST_DEFAULTS.topP),
  stream: MODEL_TEST_DEFAULTS.stream,
};

export interface NumberRange {
  readonly min: number;
  readonly max: number;
  readonly integer?: boolean;
}

/** The contract's limits of each setting. */
export const SETTING_RANGES = {
  temperature: { min: chatCompletionRequestTemperatureMin, max: chatCompletionRequestTemperatureMax },
  maxTokens: { min: 1, max: chatCompletionRequestMaxTokensMax, integer: true },
  topP: { min: chatCompletionRequestTopPMin, max: chatCompletionRequestTopPMax },
} as const satisfies Record<string, NumberRange>;

/** A setting as typed, if it is a number within its range (`0,7` with a decimal comma too). */
export function parseSetting(text: string, range: NumberRange): number | undefined {
  const normalised = text.trim().replace(',', '.');
  if (normalised === '') return undefined;
  const value = Number(normalised);
  if (!Number.isFinite(value) || value < range.min || value > range.max) return undefined;
  if (range.integer && !Number.isInteger(value)) return undefined;
  return value;
}

/** The messages to send: those with text. */
export function messagesToSend(messages: readonly DraftMessage[]): ChatMessage[] {
  return messages
    .filter((message) => message.content.trim() !== '')
    .map(({ role, content }) => ({ role, content }));
}

export interface ChatSettings {
  readonly temperature: number;
  readonly maxTokens: number;
  readonly topP: number;
  readonly stream: boolean;
}

export type ChatSettingErrors = Partial<Record<keyof typeof SETTING_RANGES, NumberRange>>;

/** The settings as numbers, or which of them are out of range. */
export function parseChatSettings(
  draft: ChatSettingsDraft,
): { settings: ChatSettings; errors?: undefined } | { settings?: undefined; errors: ChatSettingErrors } {
  const temperature = parseSetting(draft.temperature, SETTING_RANGES.temperature);
  const maxTokens = parseSetting(draft.maxTokens, SETTING_RANGES.maxTokens);
  const topP = parseSetting(draft.topP, SETTING_RANGES.topP);
  if (temperature !== undefined && maxTokens !== undefined && topP !== undefined) {
    return { settings: { temperature, maxTokens, topP, stream: draft.stream } };
  }
  const errors: ChatSettingErrors = {};
  if (temperature === undefined) errors.temperature = SETTING_RANGES.temperature;
  if (maxTokens === undefined) errors.maxTokens = SETTING_RANGES.maxTokens;
  if (topP === undefined) errors.topP = SETTING_RANGES.topP;
  return { errors };
}

/** Ctrl+Enter, or Cmd+Enter on a Mac, sends. */
export function isSendShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}

/** The shortcut's keys as the user's keyboard names them. */
export function sendShortcutKeys(hints?: PlatformHints): [string, string] {
  return [modifierKeyLabel(hints), 'Enter'];
}

/**
 * The code tab's request: what Send would send now (the messages with text, the draft prompt included), each
 * setting as typed while it is valid and its default while it is not; the sample prompt while no message has
 * text, so the code always runs.
 */
export function chatSnippetRequest(
  messages: readonly DraftMessage[],
  draft: ChatSettingsDraft,
): SnippetRequest {
  const toSend = messagesToSend(messages);
  return {
    kind: 'chat',
    messages: toSend.length > 0 ? toSend : [{ role: 'user', content: SAMPLE_PROMPT }],
    temperature:
      parseSetting(draft.temperature, SETTING_RANGES.temperature) ?? MODEL_TEST_DEFAULTS.temperature,
    maxTokens: parseSetting(draft.maxTokens, SETTING_RANGES.maxTokens) ?? MODEL_TEST_DEFAULTS.maxTokens,
    topP: parseSetting(draft.topP, SETTING_RANGES.topP) ?? MODEL_TEST_DEFAULTS.topP,
  };
}

/** The code tab's request of an embedding test: the text typed, or the sample while there is none. */
export function embeddingSnippetRequest(input: string): SnippetRequest {
  return { kind: 'embedding', input: input.trim() === '' ? SAMPLE_INPUT : input };
}

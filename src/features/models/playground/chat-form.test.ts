import { describe, expect, it } from 'vitest';

import {
  chatSnippetRequest,
  DEFAULT_CHAT_SETTINGS,
  embeddingSnippetRequest,
  isSendShortcut,
  messagesToSend,
  parseChatSettings,
  parseSetting,
  sendShortcutKeys,
  SETTING_RANGES,
} from './chat-form';

describe('the chat test form', () => {
  it('starts from the spec defaults: temperature 0.7, max_tokens 150, top_p 1, no streaming', () => {
    expect(parseChatSettings(DEFAULT_CHAT_SETTINGS)).toEqual({
      settings: { temperature: 0.7, maxTokens: 150, topP: 1, stream: false },
    });
  });

  it('reads settings within their range, with a decimal point or comma', () => {
    expect(parseSetting('0,5', SETTING_RANGES.temperature)).toBe(0.5);
    expect(parseSetting(' 2 ', SETTING_RANGES.temperature)).toBe(2);
    expect(parseSetting('0', SETTING_RANGES.topP)).toBe(0);
    expect(parseSetting('32768', SETTING_RANGES.maxTokens)).toBe(32768);
  });

  it('rejects what is empty, not a number, out of range or not whole where it must be', () => {
    expect(parseSetting('', SETTING_RANGES.temperature)).toBeUndefined();
    expect(parseSetting('warm', SETTING_RANGES.temperature)).toBeUndefined();
    expect(parseSetting('2.1', SETTING_RANGES.temperature)).toBeUndefined();
    expect(parseSetting('-0.1', SETTING_RANGES.topP)).toBeUndefined();
    expect(parseSetting('0', SETTING_RANGES.maxTokens)).toBeUndefined();
    expect(parseSetting('12.5', SETTING_RANGES.maxTokens)).toBeUndefined();
    expect(parseSetting('32769', SETTING_RANGES.maxTokens)).toBeUndefined();
  });

  it('names every setting out of range', () => {
    expect(parseChatSettings({ ...DEFAULT_CHAT_SETTINGS, temperature: '3', topP: 'x' })).toEqual({
      errors: { temperature: SETTING_RANGES.temperature, topP: SETTING_RANGES.topP },
    });
  });

  it('sends only the messages with text, with their roles', () => {
    expect(
      messagesToSend([
        { key: 1, role: 'system', content: 'Be brief.' },
        { key: 2, role: 'user', content: '   ' },
        { key: 3, role: 'user', content: 'Hej!' },
      ]),
    ).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Hej!' },
    ]);
  });

  it('sends on Ctrl+Enter or Cmd+Enter only', () => {
    expect(isSendShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSendShortcut({ key: 'k', ctrlKey: true, metaKey: false })).toBe(false);
    expect(sendShortcutKeys({ userAgentData: { platform: 'macOS' } })).toEqual(['⌘', 'Enter']);
    expect(sendShortcutKeys({ platform: 'Linux x86_64' })).toEqual(['Ctrl', 'Enter']);
  });

  it('gives the code tab what Send would send: the draft prompt included, settings as typed', () => {
    const request = chatSnippetRequest(
      [
        { key: 0, role: 'system', content: 'Be brief.' },
        { key: 1, role: 'user', content: 'Hej?' },
        { key: 2, role: 'assistant', content: '' },
      ],
      { temperature: '0,2', maxTokens: '42', topP: '0.9', stream: true },
    );
    expect(request).toEqual({
      kind: 'chat',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Hej?' },
      ],
      temperature: 0.2,
      maxTokens: 42,
      topP: 0.9,
    });
  });

  it('keeps the code runnable: the sample prompt with no text, a default for a setting out of range', () => {
    expect(
      chatSnippetRequest([{ key: 0, role: 'user', content: '  ' }], {
        ...DEFAULT_CHAT_SETTINGS,
        maxTokens: '0',
      }),
    ).toEqual({
      kind: 'chat',
      messages: [{ role: 'user', content: 'Say hello in Swedish.' }],
      temperature: 0.7,
      maxTokens: 150,
      topP: 1,
    });
    expect(embeddingSnippetRequest('')).toEqual({ kind: 'embedding', input: 'The quick brown fox' });
    expect(embeddingSnippetRequest('Hej')).toEqual({ kind: 'embedding', input: 'Hej' });
  });
});

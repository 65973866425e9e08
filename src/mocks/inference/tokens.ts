/**
 * A simple tokenizer: words in pieces of up to 6 letters or digits (with the space before them), each other
 * symbol alone. About 1.3 tokens per English word, like the real ones. The pieces join back to the text
 * exactly, so a stream of them adds up to the non-streamed reply.
 */
const PIECE = /\s*[\p{L}\p{N}]{1,6}|\s*[^\s\p{L}\p{N}]|\s+/gu;

export function tokenize(text: string): string[] {
  return text.match(PIECE) ?? [];
}

export function countTokens(text: string): number {
  return tokenize(text).length;
}

/** Tokens of a chat prompt: each message's content plus 4 for its framing, plus 2 to prime the reply. */
export function promptTokens(messages: readonly { content: string }[]): number {
  return messages.reduce((sum, m) => sum + countTokens(m.content) + 4, 2);
}

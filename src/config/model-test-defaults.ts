/** The defaults of a model test call (spec section 7). */
export const MODEL_TEST_DEFAULTS = {
  temperature: 0.7,
  maxTokens: 150,
  topP: 1,
  stream: false,
  encodingFormat: 'float',
} as const;

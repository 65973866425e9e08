import { describe, expect, it } from 'vitest';

import { CreateApiKeyBody } from '@/api/generated/endpoints/api-keys/api-keys.zod';

import { createKeyPayload, createKeySchema, KEY_DESCRIPTION_MAX, KEY_NAME_MAX } from './create-key-form';

const schema = createKeySchema({
  nameRequired: 'Name is required',
  nameTooLong: 'Too long',
  descriptionTooLong: 'Description too long',
});
const messages = (values: { name: string; description: string }) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the create-key form', () => {
  it('takes its limits from the contract', () => {
    expect(KEY_NAME_MAX).toBe(64);
    expect(KEY_DESCRIPTION_MAX).toBe(256);
  });

  it('requires a name; blank counts as empty', () => {
    expect(messages({ name: '', description: '' })).toEqual(['Name is required']);
    expect(messages({ name: '   ', description: '' })).toEqual(['Name is required']);
    expect(messages({ name: '\t \n\u00a0\u2003', description: '' })).toEqual(['Name is required']);
    expect(messages({ name: 'CI', description: '' })).toEqual([]);
  });

  it('refuses what the contract refuses, and accepts its limits exactly', () => {
    expect(
      messages({ name: 'n'.repeat(KEY_NAME_MAX), description: 'd'.repeat(KEY_DESCRIPTION_MAX) }),
    ).toEqual([]);
    expect(messages({ name: 'n'.repeat(KEY_NAME_MAX + 1), description: '' })).toEqual(['Too long']);
    expect(messages({ name: 'CI', description: 'd'.repeat(KEY_DESCRIPTION_MAX + 1) })).toEqual([
      'Description too long',
    ]);
  });

  it('sends the name trimmed and leaves a blank description out; the contract accepts it', () => {
    expect(createKeyPayload({ name: '  CI  ', description: '  ' })).toEqual({ name: 'CI' });
    const payload = createKeyPayload({ name: 'CI', description: ' GitHub Actions ' });
    expect(payload).toEqual({ name: 'CI', description: 'GitHub Actions' });
    expect(CreateApiKeyBody.safeParse(payload).success).toBe(true);
  });
});

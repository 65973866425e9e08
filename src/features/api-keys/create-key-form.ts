import { z } from 'zod';

import {
  createApiKeyBodyDescriptionMax,
  createApiKeyBodyNameMax,
} from '@/api/generated/endpoints/api-keys/api-keys.zod';
import type { CreateApiKeyRequest } from '@/api/generated/model';

/** The contract's limits of a new key (openapi/console.yaml, CreateApiKeyRequest). */
export const KEY_NAME_MAX = createApiKeyBodyNameMax;
export const KEY_DESCRIPTION_MAX = createApiKeyBodyDescriptionMax;

export interface CreateKeyValues {
  name: string;
  description: string;
}

export const CREATE_KEY_DEFAULTS: CreateKeyValues = { name: '', description: '' };

export interface CreateKeyMessages {
  nameRequired: string;
  nameTooLong: string;
  descriptionTooLong: string;
}

/** Name required (blank counts as empty) and at most the contract's length, trimmed; description optional. */
export function createKeySchema(messages: CreateKeyMessages) {
  return z.object({
    name: z.string().trim().min(1, messages.nameRequired).max(KEY_NAME_MAX, messages.nameTooLong),
    description: z.string().trim().max(KEY_DESCRIPTION_MAX, messages.descriptionTooLong),
  });
}

/** What is sent: the name trimmed, a blank description left out. */
export function createKeyPayload(values: CreateKeyValues): CreateApiKeyRequest {
  const name = values.name.trim();
  const description = values.description.trim();
  return description === '' ? { name } : { name, description };
}

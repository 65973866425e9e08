import { describe, expect, it } from 'vitest';

import { getGetAuthStatusUrl } from '@/api/generated/endpoints/auth/auth';
import { createApiKey, listApiKeys, revokeApiKey } from '@/api/generated/endpoints/api-keys/api-keys';
import { apiFetch } from '@/api/client';
import type { AuthStatus } from '@/api/generated/model';
import { mockDb } from '@/mocks/handlers';
import { DEMO_NEW } from '@/mocks/store/demo';

import { anonymousVisitor, identityOnlyVisitor, mockUser, signedInAccount } from './mock-account';
import { holdOperation, recordChanges, recordHeader } from './mock-overrides';

const authStatus = () => apiFetch<AuthStatus>(getGetAuthStatusUrl(), { method: 'GET' });

describe('who the shared store says is signed in', () => {
  it('signedInAccount: a member with a back-office user', async () => {
    signedInAccount();
    expect(await authStatus()).toMatchObject({
      authenticated: true,
      keycloakAuthenticated: true,
      hasOdooAccount: true,
      user: { id: mockUser().id },
    });
  });

  it('identityOnlyVisitor: signed in at the identity provider only, to be sent into registration', async () => {
    expect(identityOnlyVisitor()).toMatchObject({ email: DEMO_NEW.email, userId: null });
    expect(await authStatus()).toMatchObject({
      authenticated: false,
      keycloakAuthenticated: true,
      hasOdooAccount: false,
      user: null,
    });
  });

  it('anonymousVisitor: nobody, even after someone signed in', async () => {
    signedInAccount();
    anonymousVisitor();
    expect(await authStatus()).toMatchObject({
      authenticated: false,
      keycloakAuthenticated: false,
      user: null,
    });
  });
});

describe('holding and recording the shared handlers', () => {
  it('holdOperation: no answer until release, then the store answers', async () => {
    const account = signedInAccount(undefined, 'empty');
    mockDb.apiKeys.create({ accountId: account.id, name: 'Held' });
    const release = holdOperation('listApiKeys');
    let answered = false;
    const list = listApiKeys().then((keys) => {
      answered = true;
      return keys;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    release();
    expect((await list).map((key) => key.name)).toEqual(['Held']);
  });

  it('recordChanges and recordHeader: every call but GETs, and a header of the calls to a path', async () => {
    signedInAccount(undefined, 'empty');
    const changes = recordChanges();
    const contentTypes = recordHeader('/v1/api-keys', 'Content-Type');
    const { id } = await createApiKey({ name: 'Recorded' });
    await listApiKeys();
    await revokeApiKey(id);
    expect(changes).toEqual(['POST /v1/api-keys', `DELETE /v1/api-keys/${id}`]);
    expect(contentTypes).toEqual([expect.stringContaining('application/json'), null]);
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authStatus } from '@/api/auth-status';
import { queryClient } from '@/api/query-client';
import { DEMO_ADMIN } from '@/mocks/store/demo';
import { anonymousVisitor, signedInAccount } from '@/test/mock-account';
import { failOperation, overrideOperation, recordRequests } from '@/test/mock-overrides';

import { useAuthState } from './auth-status';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

let calls: string[] = [];
const statusCalls = () => calls.filter((call) => call === 'GET /v1/auth/status').length;

/** A component reading the authentication state, as the root's effects and the shell do. */
const mountReader = () => renderHook(() => useAuthState(), { wrapper });

beforeEach(() => {
  calls = recordRequests();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the auth status, as the console reads it', () => {
  it('asks once for readers that mount together, then answers each from what it holds', async () => {
    signedInAccount();
    const first = mountReader();
    const second = mountReader();
    await waitFor(() => expect(first.result.current.kind).toBe('signed-in'));
    expect(second.result.current.kind).toBe('signed-in');
    await expect(authStatus.ensure()).resolves.toMatchObject({ user: { email: DEMO_ADMIN.email } });
    expect(statusCalls()).toBe(1);
  });

  it('tries a failed check once more after a server error, and shows what the second answer says', async () => {
    signedInAccount();
    failOperation('getAuthStatus', { status: 503, times: 1 });
    const { result } = mountReader();
    await waitFor(() => expect(result.current.kind).toBe('signed-in'), { timeout: 4_000 });
    expect(statusCalls()).toBe(2);
  });

  it('never tries a refused check again: the state is unknown, for the error screen to say why', async () => {
    signedInAccount();
    failOperation('getAuthStatus', { status: 403, times: 1 });
    const { result } = mountReader();
    await waitFor(() => expect(result.current.kind).toBe('unknown'));
    expect(statusCalls()).toBe(1);
  });

  it('keeps the last answer through a failed check', async () => {
    signedInAccount();
    const { result } = mountReader();
    await waitFor(() => expect(result.current.kind).toBe('signed-in'));
    const before = result.current.statusUpdatedAt;
    failOperation('getAuthStatus', { status: 400, times: 1 });
    await act(() => authStatus.refresh());
    expect(statusCalls()).toBe(2);
    expect(result.current).toMatchObject({ kind: 'signed-in', statusUpdatedAt: before });
  });

  it('after a failed check, a reader that mounts does not ask again; back online, the check is made', async () => {
    signedInAccount();
    failOperation('getAuthStatus', { status: 403, times: 1 });
    const first = mountReader();
    await waitFor(() => expect(first.result.current.kind).toBe('unknown'));
    const second = mountReader();
    expect(second.result.current.kind).toBe('unknown');
    expect(statusCalls()).toBe(1);

    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(second.result.current.kind).toBe('signed-in'));
    expect(statusCalls()).toBe(2);
  });

  it('trusts an answer for 30 s: a reader mounting later than that checks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    anonymousVisitor();
    const first = mountReader();
    await waitFor(() => expect(first.result.current.kind).toBe('signed-out'));
    vi.setSystemTime(Date.now() + 29_000);
    mountReader();
    expect(statusCalls()).toBe(1);

    signedInAccount();
    vi.setSystemTime(Date.now() + 2_000);
    const late = mountReader();
    await waitFor(() => expect(late.result.current.kind).toBe('signed-in'));
    expect(statusCalls()).toBe(2);
  });

  it('reads a status whose incidental fields it cannot read, as long as its essential ones are there', async () => {
    signedInAccount();
    const body = await authStatus.ensure();
    queryClient.clear();
    calls.length = 0;
    overrideOperation('getAuthStatus', {
      ...body,
      tokenType: 7,
      user: { ...body.user, name: { first: 'Ada' }, createdAt: 'yesterday' },
    } as never);
    const { result } = mountReader();
    await waitFor(() => expect(result.current.kind).toBe('signed-in'));
    expect(result.current).toMatchObject({ user: { id: body.user?.id, email: DEMO_ADMIN.email } });
    expect(result.current.kind === 'signed-in' && result.current.user.name).toBeUndefined();
  });
});

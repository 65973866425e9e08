import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { usePendingActions } from './use-pending-actions';

describe('usePendingActions', () => {
  it('runs an action once while it is pending, whatever the re-renders; others run alongside', async () => {
    const { result } = renderHook(() => usePendingActions());
    let finish = () => {};
    let calls = 0;
    const action = () =>
      new Promise<void>((resolve) => {
        calls += 1;
        finish = resolve;
      });

    let first: Promise<void> = Promise.resolve();
    await act(async () => {
      // Two clicks in the same tick, before React renders the disabled button.
      first = result.current.run('remove', action);
      void result.current.run('remove', action);
      await Promise.resolve();
    });
    expect(calls).toBe(1);
    expect(result.current.isPending('remove')).toBe(true);
    expect(result.current.isPending('resend:a')).toBe(false);

    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.isPending('remove')).toBe(false);
    await act(() => result.current.run('remove', () => Promise.resolve()));
  });

  it('forgets a failed action, so it can be tried again', async () => {
    const { result } = renderHook(() => usePendingActions());
    await act(async () => {
      await expect(result.current.run('x', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    });
    expect(result.current.isPending('x')).toBe(false);
  });
});

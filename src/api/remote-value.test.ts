import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createRemoteValue, useRemoteValue, type RemoteValueOptions } from './remote-value';

/** A load whose calls the test answers one by one, in any order. */
function controlledLoad() {
  const calls: { resolve: (value: string) => void; reject: (error: unknown) => void; signal: AbortSignal }[] =
    [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ resolve, reject, signal });
      }),
  );
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`no call ${index} was made`);
    return found;
  };
  return { load, call };
}

const remote = (options: Partial<RemoteValueOptions<string>> & Pick<RemoteValueOptions<string>, 'load'>) =>
  createRemoteValue<string>({ staleMs: 30_000, ...options });

afterEach(() => {
  vi.useRealTimers();
});

describe('a remote value', () => {
  it('asks once for readers that wait together, then answers from what it holds', async () => {
    const { load, call } = controlledLoad();
    const value = remote({ load });
    const first = value.ensure();
    const second = value.ensure();
    expect(load).toHaveBeenCalledTimes(1);
    expect(value.snapshot()).toMatchObject({ status: 'pending', fetching: true });
    call(0).resolve('a');
    await expect(Promise.all([first, second])).resolves.toEqual(['a', 'a']);
    expect(value.snapshot()).toMatchObject({ data: 'a', status: 'success', fetching: false, error: null });
    await expect(value.ensure()).resolves.toBe('a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('replaces a call under way with a newer one, whose answer both get and which alone is kept', async () => {
    const { load, call } = controlledLoad();
    const value = remote({ load });
    const waiting = value.ensure();
    const refreshed = value.refresh();
    expect(call(0).signal.aborted).toBe(true);
    call(0).reject(new DOMException('aborted', 'AbortError'));
    call(1).resolve('newer');
    await expect(waiting).resolves.toBe('newer');
    await refreshed;
    expect(value.snapshot().data).toBe('newer');
  });

  it('does not keep the answer of a call it replaced, should that answer come last', async () => {
    const { load, call } = controlledLoad();
    const value = remote({ load });
    const waiting = value.ensure();
    void value.refresh();
    call(1).resolve('newer');
    call(0).resolve('older');
    await expect(waiting).resolves.toBe('newer');
    expect(value.snapshot().data).toBe('newer');
  });

  it('keeps the last answer through a failed call, and says it failed', async () => {
    const { load, call } = controlledLoad();
    const value = remote({ load });
    const first = value.ensure();
    call(0).resolve('a');
    await first;
    const failure = new Error('offline');
    const refreshed = value.refresh();
    expect(value.snapshot()).toMatchObject({ data: 'a', status: 'success', fetching: true });
    call(1).reject(failure);
    await refreshed;
    expect(value.snapshot()).toMatchObject({ data: 'a', status: 'error', error: failure, fetching: false });
    expect(value.snapshot().errorUpdatedAt).toBeGreaterThan(0);
  });

  it('without an answer, a failed call rejects its readers; asking again is pending, not the old failure', async () => {
    const { load, call } = controlledLoad();
    const value = remote({ load });
    const waiting = value.ensure();
    call(0).reject(new Error('down'));
    await expect(waiting).rejects.toThrow('down');
    expect(value.snapshot()).toMatchObject({ data: undefined, status: 'error' });
    void value.refresh();
    expect(value.snapshot()).toMatchObject({ status: 'pending', error: null, fetching: true });
  });

  it('tries a failed call again as `retry` says, after `retryDelayMs`', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'))
      .mockResolvedValueOnce('third');
    const retry = vi.fn((failures: number) => failures < 2);
    const value = remote({ load, retry, retryDelayMs: (failures) => 100 * (failures + 1) });
    const waiting = value.ensure();
    await vi.advanceTimersByTimeAsync(99);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    await expect(waiting).resolves.toBe('third');
    expect(retry.mock.calls.map(([failures]) => failures)).toEqual([0, 1]);
  });

  it('gives up when `retry` says no, with that failure', async () => {
    const load = vi.fn().mockRejectedValue(new Error('refused'));
    const value = remote({ load, retry: (failures) => failures < 1 });
    await expect(value.ensure()).rejects.toThrow('refused');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('on a reader mounting, asks again only for a stale answer, or none held', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockResolvedValue('a');
    const value = remote({ load, staleMs: 1_000 });
    value.refreshIfStale();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    value.refreshIfStale();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    value.refreshIfStale();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after a failure without an answer, asks again on mounting only with `retryOnMount`', async () => {
    for (const retryOnMount of [false, true]) {
      const load = vi.fn().mockRejectedValue(new Error('down'));
      const value = remote({ load, retryOnMount });
      await value.refresh();
      value.refreshIfStale();
      expect(load).toHaveBeenCalledTimes(retryOnMount ? 2 : 1);
    }
  });

  it('takes a known change of its answer; a change to nothing keeps it', async () => {
    const value = remote({ load: vi.fn().mockResolvedValue('a') });
    await value.ensure();
    const listener = vi.fn();
    value.subscribe(listener);
    value.update((data) => `${data}b`);
    expect(value.snapshot().data).toBe('ab');
    expect(listener).toHaveBeenCalledTimes(1);
    value.update(() => undefined);
    expect(value.snapshot().data).toBe('ab');
  });

  it('forgets everything on reset, and does not keep what an abandoned call answers', async () => {
    const { load, call } = controlledLoad();
    const value = remote({ load });
    const waiting = value.ensure();
    value.reset();
    expect(call(0).signal.aborted).toBe(true);
    call(0).resolve('late');
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(value.snapshot()).toEqual(
      expect.objectContaining({ data: undefined, status: 'pending', fetching: false }),
    );
  });
});

describe('a remote value, for its readers', () => {
  it('keeps the answer it holds when a new one says the same, and tells no one when nothing changed', async () => {
    const load = vi.fn().mockImplementation(() => Promise.resolve({ user: { id: 1 } }));
    const value = createRemoteValue<{ user: { id: number } }>({ load, staleMs: 0 });
    const first = await value.ensure();
    const listener = vi.fn();
    value.subscribe(listener);
    await value.refresh();
    expect(value.snapshot().data).toBe(first);
    // A call started and ended: those two changes, not one per field.
    expect(listener).toHaveBeenCalledTimes(2);
    listener.mockClear();
    void value.refresh();
    void value.refresh(); // already fetching: nothing new to tell
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('asks again on reconnecting unless the answer is fresh; after a failure, always', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockResolvedValue('a');
    const value = remote({ load, staleMs: 1_000, retryOnMount: false });
    await value.ensure();
    value.refreshOnReconnect();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    value.refreshOnReconnect();
    expect(load).toHaveBeenCalledTimes(2);

    const failing = remote({ load: vi.fn().mockRejectedValue(new Error('offline')), retryOnMount: false });
    await failing.refresh();
    failing.refreshIfStale();
    expect(failing.snapshot().fetching).toBe(false);
    failing.refreshOnReconnect();
    expect(failing.snapshot().fetching).toBe(true);
  });
});

describe('useRemoteValue', () => {
  it('asks on mount when nothing is held, and re-renders with the answer', async () => {
    const { load, call } = controlledLoad();
    const value = remote({ load });
    const { result } = renderHook(() => useRemoteValue(value));
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('pending');
    await act(() => {
      call(0).resolve('a');
      return value.ensure();
    });
    expect(result.current).toMatchObject({ data: 'a', status: 'success' });
  });
});

describe('useRemoteValue after a reset', () => {
  it('asks again when the reader next renders, not at the reset itself', async () => {
    const load = vi.fn().mockResolvedValue('a');
    const value = remote({ load });
    const { result, rerender } = renderHook(() => useRemoteValue(value));
    await act(() => value.ensure());
    expect(result.current.data).toBe('a');
    value.reset();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      rerender();
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(() => value.ensure());
    expect(result.current.data).toBe('a');
  });
});

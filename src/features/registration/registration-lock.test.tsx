import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLockedUntil, secondsLeft, useSubmitLock } from './registration-lock';

describe('the registration rate-limit lock (spec: submit blocked 60 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('rounds the seconds left up, so it never shows 0 while still locked', () => {
    expect(secondsLeft(undefined, 0)).toBe(0);
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });

  it('counts down every second and lifts itself after 60 s', () => {
    const { result } = renderHook(() => useSubmitLock());
    expect(result.current.locked).toBe(false);
    act(() => result.current.lock(60_000));
    expect(result.current).toMatchObject({ locked: true, secondsLeft: 60 });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(59);
    for (let second = 0; second < 58; second++) act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(1);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ locked: false, secondsLeft: 0 });
    expect(readLockedUntil()).toBeUndefined();
  });

  it('survives a reload: a new hook reads the stored end time', () => {
    const first = renderHook(() => useSubmitLock());
    act(() => first.result.current.lock(60_000));
    first.unmount();
    act(() => void vi.advanceTimersByTime(20_000));
    const second = renderHook(() => useSubmitLock());
    expect(second.result.current).toMatchObject({ locked: true, secondsLeft: 40 });
  });
});

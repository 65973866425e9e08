import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useAfterFirstPaint, usePreloadAfterFirstPaint } from './use-after-first-paint';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('useAfterFirstPaint', () => {
  it('is false in the first render and until its frame has been painted, then true', async () => {
    const seen: boolean[] = [];
    const { result } = renderHook(() => {
      const painted = useAfterFirstPaint();
      seen.push(painted);
      return painted;
    });
    expect(result.current).toBe(false);

    await waitFor(() => expect(result.current).toBe(true));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('is true from the start when the part is ready', () => {
    const { result } = renderHook(() => useAfterFirstPaint(true));
    expect(result.current).toBe(true);
  });

  it('does nothing after unmounting before the paint', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(false);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('usePreloadAfterFirstPaint', () => {
  it('fetches the part once its frame has been painted, without rendering the component again', async () => {
    const load = vi.fn(() => Promise.resolve());
    let renders = 0;
    renderHook(() => {
      renders += 1;
      usePreloadAfterFirstPaint(load);
    });
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(renders).toBe(1);
  });

  it('fetches nothing while the part cannot be needed, and nothing after unmounting', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => usePreloadAfterFirstPaint(load, false));
    const other = renderHook(() => usePreloadAfterFirstPaint(load));
    other.unmount();
    unmount();
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a failed fetch to itself (the part shows the chunk error when used)', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk')));
    renderHook(() => usePreloadAfterFirstPaint(load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});

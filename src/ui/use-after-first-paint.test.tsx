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

  it('fetches nothing while the part cannot be needed, and fetches it once it can be', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(({ when }) => usePreloadAfterFirstPaint(load, when), {
      initialProps: { when: false },
    });
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    rerender({ when: true });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('fetches nothing once the component has gone before the paint', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => usePreloadAfterFirstPaint(load));
    unmount();
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a failed fetch to itself (the part shows the chunk error when used)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      // A plain function: a mock would handle the rejection itself, as it records how the promise settles.
      let calls = 0;
      const load = () => {
        calls += 1;
        return Promise.reject(new Error('chunk'));
      };
      renderHook(() => usePreloadAfterFirstPaint(load));
      await waitFor(() => expect(calls).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

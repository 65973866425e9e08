import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useAfterFirstPaint } from './use-after-first-paint';

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

import { afterEach, describe, expect, it, vi } from 'vitest';

import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('calls back after the next frame and a task after it, not before', () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.advanceTimersByTime(1);
    expect(callback).not.toHaveBeenCalled(); // no frame yet
    vi.advanceTimersToNextFrame();
    expect(callback).not.toHaveBeenCalled(); // the frame's callback only queued the task
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls nothing once cancelled, before the frame or between the frame and the task', () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    vi.advanceTimersToNextFrame();
    cancelLate();
    vi.advanceTimersByTime(100);
    vi.advanceTimersToNextFrame();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

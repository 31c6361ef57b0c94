import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFramesPainted, PAINT_WAIT_LATEST_MS } from './first-paint';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterFramesPainted', () => {
  it('resolves in a task after the next painted frame, or the one after that', async () => {
    vi.useFakeTimers();
    const settled: string[] = [];
    void afterFramesPainted(1).then(() => settled.push('one'));
    void afterFramesPainted(2).then(() => settled.push('two'));
    vi.advanceTimersToNextFrame();
    expect(settled).toEqual([]); // still inside the frame: it has not painted yet
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['one']);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['one', 'two']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves after PAINT_WAIT_LATEST_MS when no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    const noFrames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      let isSettled = false;
      void afterFramesPainted(2).then(() => (isSettled = true));
      await vi.advanceTimersByTimeAsync(PAINT_WAIT_LATEST_MS - 1);
      expect(isSettled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(isSettled).toBe(true);
    } finally {
      noFrames.mockRestore();
    }
  });
});

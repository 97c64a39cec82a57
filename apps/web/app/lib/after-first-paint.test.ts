import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_TIMEOUT_MS } from './after-first-paint';

function fakeWindow(visibilityState: DocumentVisibilityState = 'visible') {
  const frames: FrameRequestCallback[] = [];
  return {
    frames,
    env: {
      document: { visibilityState },
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout: ((callback: () => void, ms?: number) =>
        globalThis.setTimeout(callback, ms)) as unknown as Window['setTimeout'],
    },
  };
}

describe('afterFirstPaint', () => {
  it('runs after the next frame has been painted, once', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const { env, frames } = fakeWindow();
    afterFirstPaint(task, env);
    expect(task).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(0));
    expect(task).not.toHaveBeenCalled(); // the paint follows the frame callback
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS);
    expect(task).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('does not wait for a frame that does not come', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    afterFirstPaint(task, fakeWindow().env);
    vi.advanceTimersByTime(FIRST_PAINT_TIMEOUT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('runs at once in a hidden document', () => {
    const task = vi.fn();
    afterFirstPaint(task, fakeWindow('hidden').env);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

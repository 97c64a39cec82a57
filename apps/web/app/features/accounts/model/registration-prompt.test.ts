import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { promptAllowedOn, promptDelay, scheduleRegistrationPrompt } from './registration-prompt';

describe('registration prompt timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const timers = {
    setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle: ReturnType<typeof globalThis.setTimeout>) =>
      globalThis.clearTimeout(handle),
  };

  it('opens about 2 s after start, after the 100 ms start delay', () => {
    const tryOpen = vi.fn();
    scheduleRegistrationPrompt({ hasRef: false, tryOpen, ...timers });
    vi.advanceTimersByTime(2099);
    expect(tryOpen).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tryOpen).toHaveBeenCalledTimes(1);
    expect(promptDelay(false)).toBe(2100);
  });

  it('opens right after the start delay when a ref parameter is present', () => {
    const tryOpen = vi.fn();
    scheduleRegistrationPrompt({ hasRef: true, tryOpen, ...timers });
    vi.advanceTimersByTime(99);
    expect(tryOpen).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tryOpen).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const tryOpen = vi.fn();
    const cancel = scheduleRegistrationPrompt({ hasRef: false, tryOpen, ...timers });
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(tryOpen).not.toHaveBeenCalled();
  });
});

describe('where the prompt may open', () => {
  it('never over the responsible-gaming pages, in either language', () => {
    for (const path of [
      '/responsible-gambling',
      '/en/responsible-gambling',
      '/responsible-gambling/',
      '/responsible-gaming',
      '/en/responsible-gaming',
    ]) {
      expect(promptAllowedOn(path), path).toBe(false);
    }
    for (const path of ['/', '/en', '/casino/games', '/responsible-gambling-tips', '/sports']) {
      expect(promptAllowedOn(path), path).toBe(true);
    }
  });
});

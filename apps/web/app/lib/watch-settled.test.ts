import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchSettled } from './watch-settled';

/** MutationObserver delivers in a microtask; fake timers leave microtasks to the test. */
const flush = () => Promise.resolve();

describe('watchSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles once the content has changed and then stayed still', async () => {
    const element = document.createElement('div');
    const settled = vi.fn();
    watchSettled(element, settled, { quietMs: 300, maxMs: 5000 });
    vi.advanceTimersByTime(1000);
    expect(settled).not.toHaveBeenCalled(); // nothing drawn yet
    element.append(document.createElement('p'));
    await flush();
    vi.advanceTimersByTime(200);
    element.firstElementChild?.setAttribute('aria-busy', 'false');
    await flush();
    vi.advanceTimersByTime(299);
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settled).toHaveBeenCalledTimes(1);
    element.append(document.createElement('p'));
    await flush();
    vi.advanceTimersByTime(5000);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('settles content drawn before the watch began once it stays still', () => {
    const element = document.createElement('div');
    element.append(document.createElement('p'));
    const settled = vi.fn();
    watchSettled(element, settled, { quietMs: 300, maxMs: 5000 });
    vi.advanceTimersByTime(300);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the longest hold', () => {
    const settled = vi.fn();
    watchSettled(document.createElement('div'), settled, { maxMs: 4000 });
    vi.advanceTimersByTime(3999);
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', async () => {
    const element = document.createElement('div');
    const settled = vi.fn();
    const stop = watchSettled(element, settled, { maxMs: 4000 });
    stop();
    element.append(document.createElement('p'));
    await flush();
    vi.advanceTimersByTime(5000);
    expect(settled).not.toHaveBeenCalled();
  });
});

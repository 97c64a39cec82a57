import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  pageBuildId,
  refreshesWorker,
  startUpdateChecks,
  type UpdateCheckTarget,
  versionBuildId,
  workerScriptChanged,
  workerScriptTag,
} from './update-checks';

const noCheck = { checkWorker: () => {}, pollRegistration: () => {}, checkVersion: () => {} };

function fakeWindow() {
  const events = new EventTarget();
  const target: UpdateCheckTarget & { fire(type: string): void } = {
    addEventListener: (type, listener) => events.addEventListener(type, listener),
    removeEventListener: (type, listener) => events.removeEventListener(type, listener),
    setInterval: (task, ms) => setInterval(task, ms),
    clearInterval: (handle) => clearInterval(handle),
    fire: (type) => events.dispatchEvent(new Event(type)),
  };
  return target;
}

describe('update checks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the worker every 30 000 ms and when the page goes away', () => {
    const checkWorker = vi.fn();
    const target = fakeWindow();
    startUpdateChecks({ ...noCheck, checkWorker }, target);
    vi.advanceTimersByTime(29_999);
    expect(checkWorker).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(checkWorker).toHaveBeenCalledTimes(1);
    target.fire('pagehide');
    expect(checkWorker).toHaveBeenCalledTimes(2);
  });

  it('polls /version.json every 60 s and on focus', () => {
    const checkVersion = vi.fn();
    const target = fakeWindow();
    startUpdateChecks({ ...noCheck, checkVersion }, target);
    vi.advanceTimersByTime(60_000);
    expect(checkVersion).toHaveBeenCalledTimes(1);
    target.fire('focus');
    expect(checkVersion).toHaveBeenCalledTimes(2);
  });

  it('polls the registration every 20 000 ms (§9), apart from the 30 s check', () => {
    const pollRegistration = vi.fn();
    const checkWorker = vi.fn();
    startUpdateChecks({ ...noCheck, checkWorker, pollRegistration }, fakeWindow());
    vi.advanceTimersByTime(19_999);
    expect(pollRegistration).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(pollRegistration).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(40_000);
    expect(pollRegistration).toHaveBeenCalledTimes(3);
    expect(checkWorker).toHaveBeenCalledTimes(2);
  });

  it('stops every timer and listener', () => {
    const checkWorker = vi.fn();
    const pollRegistration = vi.fn();
    const checkVersion = vi.fn();
    const target = fakeWindow();
    const stop = startUpdateChecks({ checkWorker, pollRegistration, checkVersion }, target);
    stop();
    vi.advanceTimersByTime(120_000);
    target.fire('focus');
    target.fire('pagehide');
    expect(checkWorker).not.toHaveBeenCalled();
    expect(pollRegistration).not.toHaveBeenCalled();
    expect(checkVersion).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('refreshesWorker', () => {
  it('is true for the §2 sections and their sub-paths, in both languages', () => {
    for (const path of [
      '/',
      '/en',
      '/login',
      '/en/register',
      '/user',
      '/user/edit/verification',
      '/account/wallet',
      '/en/account/wallet',
    ]) {
      expect(refreshesWorker(path), path).toBe(true);
    }
  });

  it('is false elsewhere', () => {
    for (const path of [
      '/casino',
      '/en/casino/games',
      '/sportsbook/soccer',
      '/account',
      '/loginx',
      '/Offiline',
    ]) {
      expect(refreshesWorker(path), path).toBe(false);
    }
  });
});

describe("the registration poll's view of the worker script", () => {
  const answer = (ok: boolean, headers: Record<string, string>) => ({
    ok,
    headers: new Headers(headers),
  });

  it('knows a version by its ETag, else by its Last-Modified date', () => {
    expect(workerScriptTag(answer(true, { etag: 'W/"9cf1-19a"' }))).toBe('W/"9cf1-19a"');
    expect(
      workerScriptTag(answer(true, { 'last-modified': 'Thu, 26 Nov 2026 18:07:00 GMT' })),
    ).toBe('Thu, 26 Nov 2026 18:07:00 GMT');
    expect(workerScriptTag(answer(true, {}))).toBeNull();
    expect(workerScriptTag(answer(false, { etag: '"error-page"' }))).toBeNull();
  });

  it('calls it changed only between two known, different versions', () => {
    expect(workerScriptChanged('"a"', '"b"')).toBe(true);
    expect(workerScriptChanged('"a"', '"a"')).toBe(false);
    expect(workerScriptChanged(null, '"b"')).toBe(false);
    expect(workerScriptChanged('"a"', null)).toBe(false);
  });
});

describe('build ids', () => {
  it('reads the id /version.json names', () => {
    expect(versionBuildId({ buildId: 'b794b574' })).toBe('b794b574');
    expect(versionBuildId({ buildId: 7 })).toBeNull();
    expect(versionBuildId('b794b574')).toBeNull();
    expect(versionBuildId({ buildId: '' })).toBeNull();
  });

  it("reads the page's own id from React Router's manifest", () => {
    expect(pageBuildId({ __reactRouterManifest: { version: 'b794b574' } })).toBe('b794b574');
    expect(pageBuildId({})).toBeNull();
    expect(pageBuildId({ __reactRouterManifest: null })).toBeNull();
  });
});

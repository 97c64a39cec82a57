import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PUSH_CLOSED_QUIET_MS,
  PUSH_DENIAL_QUIET_MS,
  PUSH_STORAGE_KEYS,
  PUSH_SUBSCRIBE_TIMEOUT_MS,
  PUSH_WORKER_READY_TIMEOUT_MS,
  type PushPromptContext,
  PushTimeoutError,
  readPushPromptTimes,
  rememberPushDenied,
  rememberPushModalClosed,
  shouldOfferPush,
  withPushTimeout,
} from './push-prompt';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const HOUR = 60 * 60 * 1000;

/** A signed-in player on a desktop browser that supports push and has not been asked. */
const context = (overrides: Partial<PushPromptContext> = {}): PushPromptContext => ({
  signedIn: true,
  supported: true,
  permission: 'default',
  subscribed: false,
  mobile: false,
  installed: false,
  deniedAt: null,
  closedAt: null,
  now: NOW,
  ...overrides,
});

describe('shouldOfferPush', () => {
  it('offers push to a signed-in player who has not been asked', () => {
    expect(shouldOfferPush(context())).toBe(true);
  });

  it('never offers it to a guest, nor where the browser has no push', () => {
    expect(shouldOfferPush(context({ signedIn: false }))).toBe(false);
    expect(shouldOfferPush(context({ supported: false }))).toBe(false);
  });

  it('follows the permission: not once denied, not when granted and subscribed', () => {
    expect(shouldOfferPush(context({ permission: 'denied' }))).toBe(false);
    expect(shouldOfferPush(context({ permission: 'granted', subscribed: true }))).toBe(false);
    expect(shouldOfferPush(context({ permission: 'granted', subscribed: false }))).toBe(true);
  });

  it('on mobile offers it only in the installed (standalone) app', () => {
    expect(shouldOfferPush(context({ mobile: true, installed: false }))).toBe(false);
    expect(shouldOfferPush(context({ mobile: true, installed: true }))).toBe(true);
  });

  it('stays quiet for 5 days after a denial', () => {
    const deniedAt = NOW;
    expect(shouldOfferPush(context({ deniedAt, now: NOW + PUSH_DENIAL_QUIET_MS - 1 }))).toBe(false);
    expect(shouldOfferPush(context({ deniedAt, now: NOW + PUSH_DENIAL_QUIET_MS }))).toBe(true);
    expect(PUSH_DENIAL_QUIET_MS).toBe(120 * HOUR);
  });

  it('stays quiet for 24 hours after the modal was closed', () => {
    const closedAt = NOW;
    expect(shouldOfferPush(context({ closedAt, now: NOW + 23 * HOUR }))).toBe(false);
    expect(shouldOfferPush(context({ closedAt, now: NOW + PUSH_CLOSED_QUIET_MS }))).toBe(true);
  });
});

describe('the stored times', () => {
  it('remembers a denial and a close, and reads them back', () => {
    rememberPushDenied(NOW, localStorage);
    rememberPushModalClosed(NOW + HOUR, localStorage);
    expect(readPushPromptTimes(localStorage)).toEqual({ deniedAt: NOW, closedAt: NOW + HOUR });
  });

  it('reads nothing stored as no time, and drops a value that is not one', () => {
    expect(readPushPromptTimes(localStorage)).toEqual({ deniedAt: null, closedAt: null });
    localStorage.setItem(PUSH_STORAGE_KEYS.deniedAt, 'yesterday');
    expect(readPushPromptTimes(localStorage).deniedAt).toBeNull();
    expect(localStorage.getItem(PUSH_STORAGE_KEYS.deniedAt)).toBeNull();
  });
});

describe('withPushTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails the worker wait after 10 s', async () => {
    const never = new Promise<never>(() => {});
    const ready = withPushTimeout(never, PUSH_WORKER_READY_TIMEOUT_MS, 'service worker ready');
    const outcome = expect(ready).rejects.toBeInstanceOf(PushTimeoutError);
    await vi.advanceTimersByTimeAsync(PUSH_WORKER_READY_TIMEOUT_MS);
    await outcome;
  });

  it('passes on a subscription made within 2 s, and its error as it is', async () => {
    const quick = new Promise<string>((resolve) => setTimeout(() => resolve('subscription'), 1500));
    const subscribed = withPushTimeout(quick, PUSH_SUBSCRIBE_TIMEOUT_MS, 'subscribe');
    await vi.advanceTimersByTimeAsync(1500);
    await expect(subscribed).resolves.toBe('subscription');

    const refused = withPushTimeout(
      Promise.reject(new Error('AbortError')),
      PUSH_SUBSCRIBE_TIMEOUT_MS,
      'subscribe',
    );
    await expect(refused).rejects.toThrow('AbortError');
  });

  it('fails a subscription still pending after 2 s', async () => {
    const slow = new Promise<string>((resolve) => setTimeout(() => resolve('late'), 2500));
    const subscribed = withPushTimeout(slow, PUSH_SUBSCRIBE_TIMEOUT_MS, 'subscribe');
    const outcome = expect(subscribed).rejects.toBeInstanceOf(PushTimeoutError);
    await vi.advanceTimersByTimeAsync(PUSH_SUBSCRIBE_TIMEOUT_MS);
    await outcome;
  });
});

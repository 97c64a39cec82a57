import { describe, expect, it } from 'vitest';
import { retryAfterMs, waitFor } from './retry-after';

const NOW = Date.parse('2026-11-29T12:00:00Z');

describe('retryAfterMs', () => {
  it('reads delay-seconds', () => {
    expect(retryAfterMs('3', NOW)).toBe(3000);
    expect(retryAfterMs(' 0 ', NOW)).toBe(0);
  });

  it('reads an HTTP date as the time left until it', () => {
    expect(retryAfterMs('Sun, 29 Nov 2026 12:00:05 GMT', NOW)).toBe(5000);
  });

  it('waits nothing for a date already past', () => {
    expect(retryAfterMs('Sun, 29 Nov 2026 11:59:00 GMT', NOW)).toBe(0);
  });

  it.each([null, undefined, '', '-1', '1.5', 'soon', '2026-11-29T12:00:05Z'])(
    'ignores %j',
    (value) => {
      expect(retryAfterMs(value, NOW)).toBeNull();
    },
  );
});

describe('waitFor', () => {
  it('stops waiting when the signal aborts', async () => {
    const controller = new AbortController();
    const waiting = waitFor(60_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow('aborted');
  });
});

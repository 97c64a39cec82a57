import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('ttl cache', () => {
  it('shares one load between concurrent requests for the same key', async () => {
    const load = vi.fn(async () => 'theme');
    const cache = createTtlCache<string>({ ttlMs: 1000, now: () => 0 });
    await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the entry has expired', async () => {
    let time = 0;
    const load = vi.fn(async () => 'theme');
    const cache = createTtlCache<string>({ ttlMs: 1000, now: () => time });
    await cache.get('a', load);
    time = 1001;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps some answers for a shorter time', async () => {
    let time = 0;
    const load = vi.fn(async () => 'failure');
    const cache = createTtlCache<string>({
      ttlMs: 30_000,
      ttlFor: (value) => (value === 'failure' ? 2_000 : 30_000),
      now: () => time,
    });
    await cache.get('a', load);
    time = 2_001;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a rejected load at once', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const cache = createTtlCache<string>({ ttlMs: 10_000, now: () => 0 });
    await expect(cache.get('a', load)).rejects.toThrow('down');
    await expect(cache.get('a', load)).resolves.toBe('ok');
  });

  it('refresh bypasses the cache and keeps the new answer', async () => {
    const load = vi.fn(async () => 'x');
    const cache = createTtlCache<string>({ ttlMs: 10_000, now: () => 0 });
    await cache.get('a', load);
    await cache.refresh('a', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('caches nothing with a zero time to live', async () => {
    const load = vi.fn(async () => 'x');
    const cache = createTtlCache<string>({ ttlMs: 0 });
    await cache.get('a', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from 'vitest';
import { cachePerDatabase, createTtlCache } from './ttl-cache.ts';

/** A load that answers what it is given and counts its calls. */
function counted<V>(value: V) {
  const load = async () => {
    load.calls += 1;
    return value;
  };
  load.calls = 0;
  return load;
}

describe('the platform TTL cache', () => {
  it('serves a value for its TTL from the start of its load, then loads it again', async () => {
    let now = 1_000;
    const cache = createTtlCache<string>({ ttlMs: 5_000, maxEntries: 10, now: () => now });
    const load = counted('demo');
    await cache.get('demo', load);
    now = 5_999;
    await cache.get('demo', load);
    expect(load.calls).toBe(1);
    now = 6_000;
    await cache.get('demo', load);
    expect(load.calls).toBe(2);
    expect(cache.loads).toBe(2);
  });

  it('gives concurrent readers of a missing key one load', async () => {
    const cache = createTtlCache<number>({ ttlMs: 5_000, maxEntries: 10 });
    let release: (value: number) => void = () => {};
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const readers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    release(7);
    expect(await readers).toEqual([7, 7, 7]);
    expect(calls).toBe(1);
  });

  it('keeps no more than its bound: the oldest loaded goes first, the expired before it', async () => {
    let now = 0;
    const cache = createTtlCache<number>({ ttlMs: 1_000, maxEntries: 3, now: () => now });
    for (let key = 1; key <= 100; key += 1) await cache.get(`${key}`, async () => key);
    expect(cache.size).toBe(3);
    // 98, 99 and 100 are held; 97 is not.
    await cache.get('100', async () => -1);
    expect(cache.loads).toBe(100);
    expect(await cache.get('97', async () => -97)).toBe(-97);

    // 97 (now held with 99 and 100), then 99 expires: a new key evicts the expired, not the oldest.
    now = 500;
    await cache.get('new', async () => 0);
    now = 1_200;
    await cache.get('99', async () => -99);
    expect(await cache.get('new', async () => 1)).toBe(0);
  });

  it('does not keep a failed load, nor a value it is told not to keep', async () => {
    const cache = createTtlCache<string | null>({
      ttlMs: 5_000,
      maxEntries: 10,
      keeps: (value) => value !== null,
    });
    await expect(
      cache.get('a', () => Promise.reject(new Error('connection lost'))),
    ).rejects.toThrow('connection lost');
    await expect(cache.get('a', async () => 'back')).resolves.toBe('back');
    await cache.get('missing', async () => null);
    await expect(cache.get('missing', async () => 'found')).resolves.toBe('found');
    expect(cache.size).toBe(2);
  });

  it('loads again after forget(key) and after clear()', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const demo = counted('demo');
    const sorte = counted('sorte');
    await cache.get('demo', demo);
    await cache.get('sorte', sorte);
    cache.forget('demo');
    await cache.get('demo', demo);
    await cache.get('sorte', sorte);
    expect([demo.calls, sorte.calls]).toEqual([2, 1]);
    cache.clear();
    expect(cache.size).toBe(0);
    await cache.get('sorte', sorte);
    expect(sorte.calls).toBe(2);
  });

  it('keeps nothing with a TTL of 0', async () => {
    const cache = createTtlCache<string>({ ttlMs: 0, maxEntries: 10 });
    const load = counted('demo');
    await Promise.all([cache.get('demo', load), cache.get('demo', load)]);
    expect(load.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('reads at the time it is given, for a caller with a clock of its own', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1_000, maxEntries: 10, now: () => 0 });
    const load = counted('weekly');
    await cache.get('weekly', load, 10_000);
    await cache.get('weekly', load, 10_999);
    await cache.get('weekly', load, 11_000);
    expect(load.calls).toBe(2);
  });

  it('makes one cache per database', async () => {
    const cacheOf = cachePerDatabase<object, string>(() => ({ ttlMs: 60_000, maxEntries: 10 }));
    const [one, two] = [{}, {}];
    expect(cacheOf(one)).toBe(cacheOf(one));
    expect(cacheOf(one)).not.toBe(cacheOf(two));
  });
});

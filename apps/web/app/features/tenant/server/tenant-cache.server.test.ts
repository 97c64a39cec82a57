import { describe, expect, it, vi } from 'vitest';
import type { TenantState } from '../model/tenant-state';
import { createTenantCache } from './tenant-cache.server';

const notFound: TenantState = { status: 'not-found' };

describe('tenant cache', () => {
  it('shares one registry call between concurrent requests for the same host', async () => {
    const lookup = vi.fn(async () => notFound);
    const cache = createTenantCache({ lookup, ttlMs: 1000, now: () => 0 });
    await Promise.all([cache.get('a.test'), cache.get('a.test'), cache.get('a.test')]);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('asks again once the entry has expired', async () => {
    let time = 0;
    const lookup = vi.fn(async () => notFound);
    const cache = createTenantCache({ lookup, ttlMs: 1000, now: () => time });
    await cache.get('a.test');
    time = 1001;
    await cache.get('a.test');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('keeps a registry failure for a shorter time', async () => {
    let time = 0;
    const lookup = vi.fn(async (): Promise<TenantState> => ({
      status: 'maintenance',
      theme: null,
    }));
    const cache = createTenantCache({
      lookup,
      ttlMs: 30_000,
      failureTtlMs: 2_000,
      now: () => time,
    });
    await cache.get('a.test');
    time = 2_001;
    await cache.get('a.test');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('refresh bypasses the cache', async () => {
    const lookup = vi.fn(async () => notFound);
    const cache = createTenantCache({ lookup, ttlMs: 10_000, now: () => 0 });
    await cache.get('a.test');
    await cache.refresh('a.test');
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { tenants } from '../db/schema/tenants.ts';
import { api } from '../test/accounts.ts';
import { testPlatformPerFile } from '../test/test-platform.ts';
import { TENANT_CACHE_MS, tenantDirectory } from './tenant-directory.ts';

// Every call under /t/:tenant finds its tenant; the platform keeps each slug a few seconds
// (docs/performance.md "The platform's short caches").
const platform = testPlatformPerFile({ seedGames: 0, tenantCacheMs: 60_000 });

/** The idle minutes the console's form shows: read from the tenant the call resolved. */
async function consoleIdleMinutes(slug: string): Promise<string | undefined> {
  const page = await api(platform.app, slug).get('/demo/console');
  return /id="rg-idle_minutes"[^>]*value="(\d+)"/.exec(page.body)?.[1];
}

/** An edit made in the database directly, past the platform. */
const setIdleMinutesInDatabase = (slug: string, minutes: number) =>
  platform.db
    .update(tenants)
    .set({
      config: sql`jsonb_set(${tenants.config}, '{responsible_gaming,idle_minutes}', ${minutes}::text::jsonb)`,
    })
    .where(eq(tenants.slug, slug));

describe('the tenants kept by slug', () => {
  it('serves a tenant from memory inside its time, even after a direct database edit', async () => {
    expect(await consoleIdleMinutes('sorte')).toBe('30');
    await setIdleMinutesInDatabase('sorte', 12);
    try {
      expect(await consoleIdleMinutes('sorte')).toBe('30');
    } finally {
      await setIdleMinutesInDatabase('sorte', 30);
    }
  });

  it('shows an edit made through the console at the next call', async () => {
    expect(await consoleIdleMinutes('demo')).toBe('30');
    const saved = await api(platform.app, 'demo').post(
      '/demo/console/responsible-gaming/settings',
      { idle_minutes: 5, cooling_off_minutes: 1440 },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect(await consoleIdleMinutes('demo')).toBe('5');
    } finally {
      await api(platform.app, 'demo').post('/demo/console/responsible-gaming/settings', {
        idle_minutes: 30,
        cooling_off_minutes: 1440,
      });
    }
  });

  it('reads a slug once per TTL, an unknown one too, and again once the TTL is up', async () => {
    let now = 0;
    const directory = tenantDirectory(platform.db, { now: () => now });
    const [first, second] = await Promise.all([
      directory.bySlug('aurora'),
      directory.bySlug('aurora'),
    ]);
    expect(second).toBe(first);
    expect(await directory.bySlug('aurora')).toBe(first);
    expect(await directory.bySlug('nao-existe')).toBeNull();
    now = TENANT_CACHE_MS;
    const later = await directory.bySlug('aurora');
    expect(later).not.toBe(first);
    expect(later).toEqual(first);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { emptyServerDatabase, testDatabaseKind } from '../test/test-database.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { DEMO_TENANTS } from './seed/demo-tenants.ts';
import { seedDemoTenants } from './seed/seed.ts';

// Several platforms on one PostgreSQL (docs/configuration.md "Scaling out") all start the same way:
// migrations, then the demo seed. Started together on a new database, they must take turns.

const SEED_GAMES = 3;
const seededAt = new Date('2026-05-01T10:00:00.000Z');
const opened: DatabaseHandle[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const cleanup of cleanups) await cleanup();
});

/** What main.ts does before it listens: what this platform seeded. */
async function startPlatform(url: string) {
  const database = await openDatabase({ kind: 'postgres', url });
  opened.push(database);
  return database.exclusively(() => seedDemoTenants(database.db, seededAt, { games: SEED_GAMES }));
}

describe.skipIf(testDatabaseKind !== 'postgresql')(
  'two platforms starting on one new database',
  () => {
    it('both start; one seeds the demo brands and the other finds them seeded', async () => {
      const { url, drop } = await emptyServerDatabase();
      cleanups.push(drop);

      const started = await Promise.allSettled([startPlatform(url), startPlatform(url)]);
      const failures = started.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failures).toEqual([]);

      const seeded = started.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      const slugs = DEMO_TENANTS.map((tenant) => tenant.slug);
      // Whichever came first did everything; the other added nothing: no tenant, player or game.
      const [first, second] = [...seeded].sort((a, b) => b.created.length - a.created.length);
      expect(first?.created).toEqual(slugs);
      expect(second).toEqual({ created: [], users: [], games: {} });
      expect(first?.users.length).toBeGreaterThan(0);
    });
  },
);

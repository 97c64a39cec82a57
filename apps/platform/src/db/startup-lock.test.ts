import { count, sum } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyServerDatabase, testDatabaseKind } from '../test/test-database.ts';
import { type Database, type DatabaseHandle, openDatabase } from './client.ts';
import { games } from './schema/casino.ts';
import { tenants } from './schema/tenants.ts';
import { users } from './schema/users.ts';
import { wallets, walletTransactions } from './schema/wallet.ts';
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

/** What main.ts does before it listens. */
async function startPlatform(target: Parameters<typeof openDatabase>[0]) {
  const database = await openDatabase(target);
  opened.push(database);
  await database.exclusively(() => seedDemoTenants(database.db, seededAt, { games: SEED_GAMES }));
  return database.db;
}

async function rowCount(db: Database, table: PgTable) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function seededRows(db: Database) {
  const [money] = await db
    .select({ total: sum(walletTransactions.amount) })
    .from(walletTransactions);
  return {
    tenants: await rowCount(db, tenants),
    users: await rowCount(db, users),
    games: await rowCount(db, games),
    wallets: await rowCount(db, wallets),
    transactions: await rowCount(db, walletTransactions),
    money: Number(money?.total ?? 0),
  };
}

describe.skipIf(testDatabaseKind !== 'postgresql')(
  'two platforms starting on one new database',
  () => {
    it('both start, and the database holds one seed, not two', async () => {
      const { url, drop } = await emptyServerDatabase();
      cleanups.push(drop);

      const started = await Promise.allSettled([
        startPlatform({ kind: 'postgres', url }),
        startPlatform({ kind: 'postgres', url }),
      ]);
      const failures = started.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failures).toEqual([]);

      const alone = await startPlatform({ kind: 'pglite', dataDir: 'memory://' });
      const [first] = started;
      if (first?.status !== 'fulfilled') throw new Error('unreachable');
      expect(await seededRows(first.value)).toEqual(await seededRows(alone));
    });
  },
);

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as tenantsTables from './schema/tenants.ts';
import * as usersTables from './schema/users.ts';
import * as documentsTables from './schema/documents.ts';
import * as idempotencyTables from './schema/idempotency.ts';
import * as casinoTables from './schema/casino.ts';
import * as walletTables from './schema/wallet.ts';
import * as paymentsTables from './schema/payments.ts';
import * as withdrawalsTables from './schema/withdrawals.ts';
import * as sportsbookTables from './schema/sportsbook.ts';
import * as notificationsTables from './schema/notifications.ts';
import * as chatTables from './schema/chat.ts';
import * as responsibleGamingTables from './schema/responsible-gaming.ts';
import * as rewardsTables from './schema/rewards.ts';
import * as bonusesTables from './schema/bonuses.ts';

// Every table, so the relational query API and `Database` know them all (one file per domain).
const schema = {
  ...tenantsTables,
  ...usersTables,
  ...documentsTables,
  ...idempotencyTables,
  ...casinoTables,
  ...walletTables,
  ...paymentsTables,
  ...withdrawalsTables,
  ...sportsbookTables,
  ...notificationsTables,
  ...chatTables,
  ...responsibleGamingTables,
  ...rewardsTables,
  ...bonusesTables,
};

/** What the modules see: the same Drizzle API whether PGlite or PostgreSQL is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Human-readable description for the start-up log (never contains credentials). */
  description: string;
  close: () => Promise<void>;
  /**
   * Runs `work` while no other platform process on the same database runs its own: the
   * migrations and the demo seed of several platforms starting together take turns
   * (docs/decisions/033). A PostgreSQL advisory lock; PGlite has one process.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | {
      kind: 'pglite';
      dataDir: string | 'memory://';
      /** A data directory to start from (`migratedPgliteDataDir`) instead of an empty one. */
      template?: Blob;
    };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The advisory lock key of start-up work ("vitrine" in ASCII, as a bigint). */
export const STARTUP_LOCK_KEY = 0x76697472696e65n;

/**
 * `work` under a session-level advisory lock held on one connection of the pool: another process
 * asking for the same key waits until this one is done, and a process that dies releases it.
 */
function advisoryLock(pool: pg.Pool) {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    const holder = await pool.connect();
    const key = STARTUP_LOCK_KEY.toString();
    let unlocked = false;
    try {
      await holder.query('select pg_advisory_lock($1)', [key]);
      try {
        return await work();
      } finally {
        // An unlock that fails must not hide what `work` threw: the connection is closed instead.
        unlocked = await holder.query('select pg_advisory_unlock($1)', [key]).then(
          () => true,
          () => false,
        );
      }
    } finally {
      // A connection that may still hold the lock is not given back to the pool: closing it frees it.
      holder.release(!unlocked);
    }
  };
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url });
    const db = drizzlePg({ client: pool, schema });
    const exclusively = advisoryLock(pool);
    try {
      // Two platforms starting on one new database would both create the same tables.
      await exclusively(() => migratePg(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, description: 'postgresql', close: () => pool.end(), exclusively };
  }

  if (target.dataDir !== 'memory://') mkdirSync(target.dataDir, { recursive: true });
  // pg_trgm: the games' title search (migration 0002 creates the extension).
  const client = new PGlite(target.dataDir, {
    extensions: { pg_trgm },
    ...(target.template ? { loadDataDir: target.template } : {}),
  });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    description:
      target.dataDir === 'memory://' ? 'pglite (in memory)' : `pglite (${target.dataDir})`,
    close: () => client.close(),
    exclusively: (work) => work(),
  };
}

/**
 * A migrated, empty in-memory database's data directory, as a tarball. Creating a PGlite database
 * (its initdb) is most of a test platform's start; test files start from this one instead.
 */
export async function migratedPgliteDataDir(): Promise<Blob> {
  const client = new PGlite('memory://', { extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

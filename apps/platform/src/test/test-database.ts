// The database under a test platform: an in-memory PGlite, or, when TEST_DATABASE_URL names a
// PostgreSQL server (`npm run test:postgres`), a fresh database of its own on that server. PGlite
// runs one query at a time, so only a real server lets concurrent requests race (docs/decisions/028).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { z } from 'zod';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';

const serverUrl = z
  .url({ protocol: /^postgres(ql)?$/, error: 'TEST_DATABASE_URL must be a postgres:// server URL' })
  .optional()
  .parse(process.env.TEST_DATABASE_URL || undefined);

/** What the platform tests run on, for test names and skip conditions. */
export const testDatabaseKind: 'postgresql' | 'pglite' = serverUrl ? 'postgresql' : 'pglite';

/** The run's migrated PGlite data directory (pglite-template.global-setup.ts), when there is one. */
function migratedTemplate(): { template?: Blob } {
  const file = inject('pgliteTemplate');
  return file ? { template: new Blob([readFileSync(file)]) } : {};
}

/**
 * A migrated, empty database. On a server it has a random name, so that test files running side
 * by side never share data, and closing it drops it.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (!serverUrl)
    return openDatabase({ kind: 'pglite', dataDir: 'memory://', ...migratedTemplate() });
  const { name, url, drop } = await createServerDatabase(serverUrl);
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ kind: 'postgres', url });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    ...database,
    description: `postgresql (${name})`,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * An empty database of its own on the test server (not migrated): for tests of what several
 * platforms do when they open one database together. `drop()` removes it.
 */
export async function emptyServerDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) throw new Error('emptyServerDatabase needs TEST_DATABASE_URL');
  const { url, drop } = await createServerDatabase(serverUrl);
  return { url, drop };
}

async function createServerDatabase(serverUrl: string) {
  const name = `vitrine_test_${randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, (server) => server.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => onServer(serverUrl, (server) => dropDatabase(server, name));
  return { name, url: url.href, drop };
}

/** On the server's maintenance database: CREATE and DROP DATABASE run outside the database. */
async function onServer(url: string, work: (server: pg.Client) => Promise<unknown>) {
  const server = new pg.Client({ connectionString: url });
  await server.connect();
  try {
    await work(server);
  } finally {
    await server.end();
  }
}

const LEAVE_TIMEOUT_MS = 5_000;

/**
 * Drops the database once the pool's connections have left: a pool's end() resolves before its
 * sockets close, and a forced drop would kill them mid-goodbye, an error in the test file. What
 * is still connected after LEAVE_TIMEOUT_MS (a connection a test leaked) is forced out.
 */
async function dropDatabase(server: pg.Client, name: string) {
  const deadline = Date.now() + LEAVE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { rows } = await server.query<{ connected: number }>(
      'select count(*)::int as connected from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.connected === 0) break;
    await sleep(50);
  }
  await server.query(`drop database if exists ${name} with (force)`);
}

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { type AppConfig, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { seedDemoTenants } from '../db/seed/seed.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_PUBLIC_URL = 'http://localhost:8787';

export interface TestPlatform {
  app: FastifyInstance;
  db: Database;
  /** Where a listening platform is reached (`http://127.0.0.1:{port}`). */
  origin: string;
  close: () => Promise<void>;
}

/** Games per tenant in tests: enough for several pages of 24, quick to seed. */
export const TEST_SEED_GAMES = 120;

/**
 * A seeded platform on an in-memory PGlite (or a database of its own on TEST_DATABASE_URL's
 * server, test-database.ts), in demo mode, with uploads in a temporary folder. It
 * takes seconds to start, so a test file creates one in beforeAll and shares it. The casino
 * catalogue is small (`seedGames`, TEST_SEED_GAMES by default) but has the fixed games.
 */
export async function startTestPlatform({
  seedGames = TEST_SEED_GAMES,
  listen = false,
  beforeReady,
  ...config
}: Omit<AppConfig, 'publicUrl'> & {
  seedGames?: number;
  /** Hooks of the test's own, added before the app is ready (see buildApp). */
  beforeReady?: (app: FastifyInstance) => void;
  /** Listen on a free port of 127.0.0.1 (sockets, the realtime server); `origin` says where. */
  listen?: boolean;
} = {}): Promise<TestPlatform> {
  const database = await openTestDatabase();
  let app: FastifyInstance;
  let origin: string;
  try {
    await seedDemoTenants(database.db, config.clock?.(), { games: seedGames });
    app = await buildApp({
      db: database.db,
      // Tests edit tenants in the database directly and expect the next call to see it: no
      // tenant is kept unless the test asks (tenant-directory.test.ts).
      config: { publicUrl: TEST_PUBLIC_URL, demoMode: true, tenantCacheMs: 0, ...config },
      beforeReady,
    });
    origin = listen ? await app.listen({ host: '127.0.0.1', port: 0 }) : TEST_PUBLIC_URL;
  } catch (error) {
    // A server database outlives the test run unless it is dropped.
    await database.close();
    throw error;
  }
  return {
    app,
    db: database.db,
    origin,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The one platform of a test file: started in beforeAll, closed in afterAll. Its `app` and `db` are
 * there from the file's first hook on (hooks registered after this call run after it starts).
 */
export function testPlatformPerFile(
  config: Parameters<typeof startTestPlatform>[0] = {},
): Omit<TestPlatform, 'close'> {
  let started: TestPlatform | undefined;
  beforeAll(async () => {
    started = await startTestPlatform(config);
  });
  afterAll(() => started?.close());
  const current = () => {
    if (!started)
      throw new Error('the test platform starts in beforeAll: use it in a test or hook');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get origin() {
      return current().origin;
    },
  };
}

/**
 * The one platform of a test file as browsers meet it: listening, with the built-in realtime server
 * whose apps `secret` signs.
 */
export const livePlatformPerFile = (
  secret: string,
  config: Parameters<typeof startTestPlatform>[0] = {},
) => testPlatformPerFile({ ...config, listen: true, realtime: { kind: 'built-in', secret } });

/** A response body as the outside data it is: parse it with a contract schema before use. */
export function jsonBody(response: { body: string }): unknown {
  return JSON.parse(response.body);
}

/** The field errors of a Laravel error body (422), by field; none is `{}`. */
export const fieldErrorsOf = (response: { body: string }) =>
  laravelErrorSchema.parse(jsonBody(response)).errors ?? {};

/** A clock the test moves by hand: codes expire and limits lift without waiting. */
export function manualClock(start = new Date('2026-06-01T12:00:00.000Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, {
    advance(seconds: number) {
      now += seconds * 1000;
    },
  });
}

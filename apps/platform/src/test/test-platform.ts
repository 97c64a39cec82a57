import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemoTenants } from '../db/seed/seed.ts';

export const TEST_PUBLIC_URL = 'http://localhost:8787';

export interface TestPlatform {
  app: FastifyInstance;
  db: Database;
  close: () => Promise<void>;
}

/**
 * A seeded platform on an in-memory PGlite. It takes seconds to start, so a test file creates one
 * in beforeAll and shares it.
 */
export async function startTestPlatform(): Promise<TestPlatform> {
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await seedDemoTenants(database.db);
  const app = await buildApp({ db: database.db, config: { publicUrl: TEST_PUBLIC_URL } });
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A response body as the outside data it is: parse it with a contract schema before use. */
export function jsonBody(response: { body: string }): unknown {
  return JSON.parse(response.body);
}

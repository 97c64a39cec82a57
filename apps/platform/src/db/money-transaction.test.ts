import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from './client.ts';
import { isRetryableConflict, moneyTransaction, sqlStateOf } from './money-transaction.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
});
afterAll(() => database.close());

const conflict = (code: string) =>
  Object.assign(new Error(`database said ${code}`), { code, severity: 'ERROR' });

/** The isolation level the statement runs at, read through the query builder. */
async function isolationOf(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ level: sql<string>`current_setting('transaction_isolation')` })
    .from(sql`(select 1) as one`);
  return row?.level;
}

describe('a money transaction', () => {
  it('runs at READ COMMITTED whatever the session’s default level', async () => {
    await database.db.execute(sql`set default_transaction_isolation = 'repeatable read'`);
    try {
      expect(await moneyTransaction(database.db, isolationOf)).toBe('read committed');
      // Outside it, the default holds: the level is the transaction's own doing.
      expect(await database.db.transaction(isolationOf)).toBe('repeatable read');
    } finally {
      await database.db.execute(sql`set default_transaction_isolation = 'read committed'`);
    }
  });

  it('runs once more after a serialization failure or a deadlock, then gives up', async () => {
    for (const code of ['40001', '40P01']) {
      let tries = 0;
      const answer = await moneyTransaction(database.db, async () => {
        tries += 1;
        if (tries === 1) throw conflict(code);
        return 'done';
      });
      expect({ code, tries, answer }).toEqual({ code, tries: 2, answer: 'done' });

      let always = 0;
      await expect(
        moneyTransaction(database.db, async () => {
          always += 1;
          throw conflict(code);
        }),
      ).rejects.toThrow(code);
      expect(always).toBe(2);
    }
  });

  it('never runs again after any other error', async () => {
    let tries = 0;
    await expect(
      moneyTransaction(database.db, async () => {
        tries += 1;
        throw conflict('23505');
      }),
    ).rejects.toThrow('23505');
    expect(tries).toBe(1);
  });

  it('finds the SQLSTATE under the errors that wrap it', () => {
    const wrapped = new Error('Failed query', { cause: conflict('40001') });
    expect(sqlStateOf(wrapped)).toBe('40001');
    expect(isRetryableConflict(wrapped)).toBe(true);
    expect(sqlStateOf(new Error('no code'))).toBeNull();
  });

  it('inside another transaction is a part of it, left to the outer one to retry', async () => {
    let inner = 0;
    await expect(
      moneyTransaction(database.db, (tx) =>
        moneyTransaction(tx, async () => {
          inner += 1;
          throw conflict('40001');
        }),
      ),
    ).rejects.toThrow('40001');
    // The outer transaction ran twice, and the inner one once in each.
    expect(inner).toBe(2);
  });
});

import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

// Money transactions (docs/decisions/026-money-moves-once.md): the wallet and withdrawal locks
// (`SELECT … FOR UPDATE`, then `UPDATE … SET balance = balance + …`) are correct under READ
// COMMITTED, where a waiting transaction reads the row its predecessor committed. Under REPEATABLE
// READ or SERIALIZABLE the same statements fail with a serialization error instead, so the level is
// set on every money transaction rather than taken from the database's default — and on every
// other one that counts on the same waiting (a player's PIX keys, the Idempotency-Key layer).

/** SQLSTATEs after which the whole transaction may run again: it was rolled back, nothing kept. */
const RETRYABLE_STATES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** Tries in all: the first and one retry. */
export const MONEY_TRANSACTION_TRIES = 2;

/** The SQLSTATE of a database error, looked for along its causes (Drizzle wraps the driver's). */
export function sqlStateOf(error: unknown): string | null {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (typeof cause !== 'object') return null;
    const code: unknown = Reflect.get(cause, 'code');
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cause = Reflect.get(cause, 'cause');
  }
  return null;
}

// A plain function, not a type guard: narrowing to PgTransaction would lose the schema's types.
const isTransaction = (db: Database): boolean => db instanceof PgTransaction;

export const isRetryableConflict = (error: unknown) =>
  RETRYABLE_STATES.has(sqlStateOf(error) ?? '');

/**
 * Runs `work` in one READ COMMITTED transaction, again once when the database rolled it back for a
 * serialization failure or a deadlock. `work` must do nothing outside the database (publish after
 * it returns). Inside another transaction it is a savepoint of that one, which retries as a whole.
 */
export async function moneyTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  if (isTransaction(db)) return db.transaction(work);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work, { isolationLevel: 'read committed' });
    } catch (error) {
      if (attempt >= MONEY_TRANSACTION_TRIES || !isRetryableConflict(error)) throw error;
    }
  }
}

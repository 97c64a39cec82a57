import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { idempotencyKeys } from '../../db/schema/idempotency.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';

// `Idempotency-Key` (docs/decisions/026-money-moves-once.md). A route takes part by saying how its
// answer is kept, in its options' `config.idempotency`:
// - 'money': the answer is stored by `answerOnce`, in the same database transaction as the money
//   it moved, so a replay finds the first result whatever happened to the answer on its way out;
// - 'answer': a call that moves no money; its successful answer is stored once sent.
// Any other route ignores the header: sign-in, registration and every answer that carries a
// credential (a session token, a launch URL, a channel signature) is never stored.
export type IdempotencyPolicy = 'money' | 'answer';

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotency?: IdempotencyPolicy;
  }
}

export const IDEMPOTENCY_KEPT_FOR_MS = 24 * 60 * 60 * 1000;
const JSON_TYPE = 'application/json; charset=utf-8';

export interface Reservation {
  id: number;
  owner: string;
  /** The answer was stored with the money: nothing is left to do once it is sent. */
  kept: boolean;
}

/** The key each running request holds, set by the layer (idempotency.ts) before its handler. */
export const reservations = new WeakMap<FastifyRequest, Reservation>();

export const inFlight = (locale: ReturnType<typeof requestLocale>) =>
  new ApiError('idempotency.in_flight', locale, { headers: { 'Retry-After': '1' } });

/** Deletes every key past its 24 hours, of every tenant. */
export async function deleteExpiredIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEPT_FOR_MS)))
    .returning({ id: idempotencyKeys.id });
  return deleted.length;
}

/**
 * Runs a money call's `work` in one money transaction that first locks the request's reservation
 * (refusing with 409 when another request took it over) and, when `answerOf` gives an answer,
 * stores it with the money. Without an `Idempotency-Key` it is the money transaction alone.
 */
export async function answerOnce<Result, Answer extends object>(
  db: Database,
  request: FastifyRequest,
  work: (tx: Database) => Promise<Result>,
  answerOf: (result: Result) => Answer | null,
): Promise<{ result: Result; answer: Answer | null }> {
  const reservation = reservations.get(request);
  const done = await moneyTransaction(db, async (tx) => {
    if (reservation) {
      const [held] = await tx
        .select({ id: idempotencyKeys.id })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.id, reservation.id),
            eq(idempotencyKeys.owner, reservation.owner),
            isNull(idempotencyKeys.statusCode),
          ),
        )
        .for('update');
      if (!held) throw inFlight(requestLocale(request));
    }
    const result = await work(tx);
    const answer = answerOf(result);
    if (reservation && answer) {
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: 200, contentType: JSON_TYPE, body: JSON.stringify(answer) })
        .where(eq(idempotencyKeys.id, reservation.id));
    }
    return { result, answer };
  });
  if (reservation && done.answer) reservation.kept = true;
  return done;
}

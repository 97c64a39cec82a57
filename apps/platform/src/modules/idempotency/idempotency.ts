import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { idempotencyKeys } from '../../db/schema/idempotency.ts';
import { bodyDigest } from '../../http/body-parsers.ts';
import type { Clock } from '../../http/clock.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import {
  deleteExpiredIdempotencyKeys,
  IDEMPOTENCY_KEPT_FOR_MS,
  inFlight,
  reservations,
} from './idempotency-service.ts';

// The layer of `Idempotency-Key` (docs/decisions/026-money-moves-once.md); which routes take part
// and how their answers are kept: idempotency-service.ts.

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// A request that has not answered after this long has died; its key may be taken over, safely: a
// money transaction locks its reservation first and gives up when another request owns it.
const ABANDONED_AFTER_MS = 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What makes "the same request": method, path, credentials and the exact body bytes. */
function fingerprintOf(request: FastifyRequest, path: string): string {
  const credentials = sha256(request.headers.authorization ?? '');
  return sha256([request.method, path, credentials, bodyDigest(request)].join('\n'));
}

/** What a request finds of its key. */
type Reserved =
  | { outcome: 'reserved'; id: number }
  | { outcome: 'answered'; first: typeof idempotencyKeys.$inferSelect }
  | { outcome: 'mismatch' }
  | { outcome: 'in_flight' };

/**
 * The layer itself: a repeat of a stored success is answered again, with `Idempotent-Replayed:
 * true`, without running the handler; the same key with another body (or other credentials) is a
 * 422; a repeat while the first still runs is a 409. A call that failed without moving anything
 * frees its key, so the client may fix it and retry with the same key.
 */
export function registerIdempotency(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
) {
  app.addHook('preHandler', async (request, reply) => {
    const policy = request.routeOptions.config.idempotency;
    const key = request.headers['idempotency-key'];
    if (!policy || !MUTATING.has(request.method) || typeof key !== 'string' || key === '') return;
    const locale = requestLocale(request);
    if (!KEY_FORMAT.test(key)) {
      // Answered in Portuguese whatever the request's language, as it always was.
      throw new ApiError('idempotency.key_invalid', DEFAULT_LOCALE);
    }
    const tenant = currentTenant(request);
    const path = request.url.split('?')[0] ?? request.url;
    const fingerprint = fingerprintOf(request, path);
    const now = clock();
    const owner = randomUUID();
    const sameRequest = and(
      eq(idempotencyKeys.tenantId, tenant.id),
      eq(idempotencyKeys.key, key),
      eq(idempotencyKeys.method, request.method),
      eq(idempotencyKeys.path, path),
    );

    // One READ COMMITTED transaction, whatever the database's default (decision 026): it waits
    // for a concurrent reservation of the key, and then reads it.
    const found = await moneyTransaction(db, async (tx): Promise<Reserved> => {
      // An expired entry frees its key.
      await tx
        .delete(idempotencyKeys)
        .where(
          and(
            sameRequest,
            lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEPT_FOR_MS)),
          ),
        );
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const [reserved] = await tx
          .insert(idempotencyKeys)
          .values({
            tenantId: tenant.id,
            key,
            method: request.method,
            path,
            fingerprint,
            owner,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: idempotencyKeys.id });
        if (reserved) return { outcome: 'reserved', id: reserved.id };
        const [first] = await tx.select().from(idempotencyKeys).where(sameRequest).limit(1);
        if (!first) continue;
        if (first.fingerprint !== fingerprint) return { outcome: 'mismatch' };
        if (first.statusCode !== null) return { outcome: 'answered', first };
        if (first.createdAt.getTime() >= now.getTime() - ABANDONED_AFTER_MS) {
          return { outcome: 'in_flight' };
        }
        // Waits for a money transaction that holds the row, then finds its answer stored.
        const [taken] = await tx
          .update(idempotencyKeys)
          .set({ owner, createdAt: now })
          .where(
            and(
              eq(idempotencyKeys.id, first.id),
              eq(idempotencyKeys.owner, first.owner),
              isNull(idempotencyKeys.statusCode),
            ),
          )
          .returning({ id: idempotencyKeys.id });
        if (taken) return { outcome: 'reserved', id: taken.id };
      }
      return { outcome: 'in_flight' };
    });

    switch (found.outcome) {
      case 'reserved':
        reservations.set(request, { id: found.id, owner, kept: false });
        return;
      case 'mismatch':
        throw new ApiError('idempotency.mismatch', locale, { field: 'idempotency_key' });
      case 'in_flight':
        throw inFlight(locale);
      case 'answered': {
        const { first } = found;
        reply.header('Idempotent-Replayed', 'true').status(first.statusCode ?? 200);
        if (first.contentType) reply.type(first.contentType);
        return reply.send(first.body ?? '');
      }
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const reservation = reservations.get(request);
    if (reservation === undefined) return payload;
    reservations.delete(request);
    if (reservation.kept) return payload;
    const ours = and(
      eq(idempotencyKeys.id, reservation.id),
      eq(idempotencyKeys.owner, reservation.owner),
      isNull(idempotencyKeys.statusCode),
    );
    const success = reply.statusCode >= 200 && reply.statusCode < 300;
    if (success && (typeof payload === 'string' || payload === null || payload === undefined)) {
      const contentType = reply.getHeader('content-type');
      await moneyTransaction(db, (tx) =>
        tx
          .update(idempotencyKeys)
          .set({
            statusCode: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            body: payload ?? '',
          })
          .where(ours),
      );
    } else {
      // Nothing was stored with money, so nothing moved (a money call's answer commits with it):
      // the key is free again. A stored answer, committed as this request failed, stays.
      await moneyTransaction(db, (tx) => tx.delete(idempotencyKeys).where(ours));
    }
    return payload;
  });

  // Keys of requests never repeated expire here, not only when the same key returns.
  const sweep = () => {
    deleteExpiredIdempotencyKeys(db, clock()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'idempotency keys: the sweep failed');
    });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

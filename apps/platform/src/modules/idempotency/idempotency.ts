import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { bodyDigest } from '../../http/body-parsers.ts';
import type { Clock } from '../../http/clock.ts';
import { HttpError } from '../../http/http-error.ts';
import { t } from '../../http/messages.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
// A request that has not answered after this long has died; its key may be taken over.
const ABANDONED_AFTER_MS = 60 * 1000;
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What makes "the same request": method, path, credentials and the exact body bytes. */
function fingerprintOf(request: FastifyRequest, path: string): string {
  const credentials = sha256(request.headers.authorization ?? '');
  return sha256([request.method, path, credentials, bodyDigest(request)].join('\n'));
}

const reservations = new WeakMap<FastifyRequest, number>();

/**
 * `Idempotency-Key` on POST/PUT/PATCH/DELETE of the tenant API. The first successful (2xx)
 * response for (tenant, key, method, path) is kept 24 h and answered again to a repeat, with
 * `Idempotent-Replayed: true`, without running the handler. The same key with another body (or
 * other credentials) is a 422; a repeat while the first still runs is a 409. A failed first
 * attempt (4xx/5xx) keeps nothing, so the client may retry it with the same key.
 */
export function registerIdempotency(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
) {
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (!MUTATING.has(request.method) || typeof key !== 'string' || key === '') return;
    const locale = requestLocale(request);
    if (!KEY_FORMAT.test(key)) {
      throw new HttpError(400, 'Idempotency-Key inválida (1 a 255 caracteres visíveis).');
    }
    const tenant = currentTenant(request);
    const path = request.url.split('?')[0] ?? request.url;
    const fingerprint = fingerprintOf(request, path);
    const now = clock();
    const sameRequest = and(
      eq(idempotencyKeys.tenantId, tenant.id),
      eq(idempotencyKeys.key, key),
      eq(idempotencyKeys.method, request.method),
      eq(idempotencyKeys.path, path),
    );

    // An expired entry frees its key.
    await db
      .delete(idempotencyKeys)
      .where(
        and(sameRequest, lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEPT_FOR_MS))),
      );

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const [reserved] = await db
        .insert(idempotencyKeys)
        .values({
          tenantId: tenant.id,
          key,
          method: request.method,
          path,
          fingerprint,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (reserved) {
        reservations.set(request, reserved.id);
        return;
      }
      const [first] = await db.select().from(idempotencyKeys).where(sameRequest).limit(1);
      if (!first) continue;
      if (first.statusCode === null) {
        if (first.createdAt.getTime() < now.getTime() - ABANDONED_AFTER_MS) {
          await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, first.id));
          continue;
        }
        throw new HttpError(409, t(locale, 'idempotency_in_flight'), undefined, {
          headers: { 'Retry-After': '1' },
        });
      }
      if (first.fingerprint !== fingerprint) {
        const message = t(locale, 'idempotency_mismatch');
        throw new HttpError(422, message, { idempotency_key: [message] });
      }
      reply.header('Idempotent-Replayed', 'true').status(first.statusCode);
      if (first.contentType) reply.type(first.contentType);
      return reply.send(first.body ?? '');
    }
    throw new HttpError(409, t(locale, 'idempotency_in_flight'), undefined, {
      headers: { 'Retry-After': '1' },
    });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = reservations.get(request);
    if (id === undefined) return payload;
    reservations.delete(request);
    const success = reply.statusCode >= 200 && reply.statusCode < 300;
    if (success && (typeof payload === 'string' || payload === null || payload === undefined)) {
      const contentType = reply.getHeader('content-type');
      await db
        .update(idempotencyKeys)
        .set({
          statusCode: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: payload ?? '',
        })
        .where(eq(idempotencyKeys.id, id));
    } else {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    }
    return payload;
  });
}

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  type CodeChannel,
  type CodePurpose,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_RESEND_SECONDS,
  VERIFICATION_CODE_TTL_SECONDS,
} from '@vitrine/contract/accounts.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/users.ts';
import { addSeconds, secondsUntil } from '../../http/clock.ts';
import { ApiError } from '../../http/errors.ts';
import type { HttpError } from '../../http/http-error.ts';
import type { MessageParams } from '../../http/messages.ts';

// Besides the 20 s wait, at most this many codes per contact and hour (SMS costs money).
const CODES_PER_HOUR = 10;

export interface CodeTarget {
  tenantId: number;
  channel: CodeChannel;
  /** The e-mail (lower-cased) or the phone (E.164). */
  to: string;
}

const hashCode = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest();

const sameTarget = (target: CodeTarget) =>
  and(
    eq(verificationCodes.tenantId, target.tenantId),
    eq(verificationCodes.channel, target.channel),
    eq(verificationCodes.destination, target.to),
  );

const tooMany = (
  code: 'auth.code_wait' | 'auth.code_hourly_limit',
  locale: Locale,
  retryAfter: number,
  params?: MessageParams,
) => new ApiError(code, locale, { params, headers: { 'Retry-After': String(retryAfter) } });

/**
 * A new 6-digit code for a contact. Refused with 429 and Retry-After within 20 s of the previous
 * code to the same contact (any purpose), or past the hourly limit. The new code replaces any
 * earlier one of the same purpose: only the latest counts.
 */
export async function createVerificationCode(
  db: Database,
  target: CodeTarget & { purpose: CodePurpose; userId: number | null },
  now: Date,
  locale: Locale,
): Promise<string> {
  const [latest] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(sameTarget(target))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (latest) {
    const allowedAt = addSeconds(latest.createdAt, VERIFICATION_CODE_RESEND_SECONDS);
    if (allowedAt > now) {
      const seconds = secondsUntil(allowedAt, now);
      throw tooMany('auth.code_wait', locale, seconds, { seconds });
    }
  }
  const hourAgo = addSeconds(now, -3600);
  const [recent] = await db
    .select({ n: count(), oldest: sql<Date>`min(${verificationCodes.createdAt})` })
    .from(verificationCodes)
    .where(and(sameTarget(target), gt(verificationCodes.createdAt, hourAgo)));
  if (recent && recent.n >= CODES_PER_HOUR) {
    const oldest = new Date(recent.oldest);
    throw tooMany('auth.code_hourly_limit', locale, secondsUntil(addSeconds(oldest, 3600), now));
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  await db.insert(verificationCodes).values({
    tenantId: target.tenantId,
    userId: target.userId,
    channel: target.channel,
    destination: target.to,
    purpose: target.purpose,
    codeSalt: salt,
    codeHash: hashCode(salt, code).toString('hex'),
    createdAt: now,
    expiresAt: addSeconds(now, VERIFICATION_CODE_TTL_SECONDS),
  });
  return code;
}

export type CodeCheck =
  { ok: true; codeId: number } | { ok: false; problem: 'invalid' | 'expired' | 'burnt' };

/** The latest code of a purpose to a contact, or null. */
async function latestCode(db: Database, target: CodeTarget, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(sameTarget(target), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row ?? null;
}

/**
 * Checks a code against the latest one of its purpose. A wrong code uses up one of 5 tries; the
 * fifth burns the code. With `consume`, a right code is used up (so it works once).
 */
export async function checkVerificationCode(
  db: Database,
  target: CodeTarget & { purpose: CodePurpose },
  code: string,
  now: Date,
  options: { consume: boolean },
): Promise<CodeCheck> {
  const row = await latestCode(db, target, target.purpose);
  if (!row || row.consumedAt) return { ok: false, problem: 'invalid' };
  if (row.burntAt || row.attempts >= VERIFICATION_CODE_MAX_TRIES) {
    return { ok: false, problem: 'burnt' };
  }
  if (row.expiresAt <= now) return { ok: false, problem: 'expired' };

  const right = timingSafeEqual(hashCode(row.codeSalt, code), Buffer.from(row.codeHash, 'hex'));
  if (!right) {
    const [after] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id))
      .returning({ attempts: verificationCodes.attempts });
    if ((after?.attempts ?? VERIFICATION_CODE_MAX_TRIES) >= VERIFICATION_CODE_MAX_TRIES) {
      await db
        .update(verificationCodes)
        .set({ burntAt: now })
        .where(eq(verificationCodes.id, row.id));
      return { ok: false, problem: 'burnt' };
    }
    return { ok: false, problem: 'invalid' };
  }
  if (options.consume) {
    // Conditional, so two requests racing with the same code cannot both use it.
    const [used] = await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (!used) return { ok: false, problem: 'invalid' };
  }
  return { ok: true, codeId: row.id };
}

/** The answer for a failed check: 422 under `code`, or 429 once the code is burnt. */
export function codeCheckError(
  problem: 'invalid' | 'expired' | 'burnt',
  locale: Locale,
  field = 'code',
): HttpError {
  if (problem === 'burnt') {
    return new ApiError('auth.code_burnt', locale, {
      field,
      headers: { 'Retry-After': String(VERIFICATION_CODE_RESEND_SECONDS) },
    });
  }
  return new ApiError(problem === 'expired' ? 'auth.code_expired' : 'auth.code_invalid', locale, {
    field,
  });
}

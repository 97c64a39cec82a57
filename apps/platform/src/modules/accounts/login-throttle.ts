import { and, asc, eq, gt } from 'drizzle-orm';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/users.ts';
import { addSeconds, secondsUntil } from '../../http/clock.ts';
import { ApiError } from '../../http/errors.ts';

// 5 failed logins per phone within 15 minutes lock that phone until the oldest one is 15 min old.
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

const forPhone = (tenantId: number, phone: string) =>
  and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.phone, phone));

/** Throws 429 (with Retry-After) while the phone has 5 failures in the last 15 minutes. */
export async function assertLoginAllowed(
  db: Database,
  tenantId: number,
  phone: string,
  now: Date,
  locale: Locale,
): Promise<void> {
  const windowStart = addSeconds(now, -LOGIN_WINDOW_SECONDS);
  const failures = await db
    .select({ at: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(forPhone(tenantId, phone), gt(loginFailures.createdAt, windowStart)))
    .orderBy(asc(loginFailures.createdAt));
  if (failures.length < LOGIN_MAX_FAILURES) return;
  // The lock lifts when enough failures have aged out of the window to go back under the limit.
  const freeing = failures[failures.length - LOGIN_MAX_FAILURES]?.at ?? now;
  const seconds = secondsUntil(addSeconds(freeing, LOGIN_WINDOW_SECONDS), now);
  throw new ApiError('auth.too_many_logins', locale, {
    params: { seconds },
    headers: { 'Retry-After': String(seconds) },
  });
}

export async function recordLoginFailure(db: Database, tenantId: number, phone: string, now: Date) {
  await db.insert(loginFailures).values({ tenantId, phone, createdAt: now });
}

/** A successful login (or a password reset) forgets the phone's failures. */
export async function clearLoginFailures(db: Database, tenantId: number, phone: string) {
  await db.delete(loginFailures).where(forPhone(tenantId, phone));
}

import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { t } from '../../http/messages.ts';
import type { UserRow } from '../users/user-service.ts';
import type { PlayerRef } from '../wallet/wallet-service.ts';
import { limitsOf } from './limits-service.ts';

// Who may bet or deposit at all (docs/design/responsible-gaming.md "Where it is enforced"): every
// money path that takes a stake or a deposit asks here; a withdrawal never does.

/** Why a player may not bet or deposit now: a central impediment, or missing required limits. */
export type GamblingRefusal = 'player.impeded' | 'player.limits_required';

/**
 * Portaria 2.579/2025: a player needs a loss limit and a time limit in force (any period). Those
 * from before the rule, and Google sign-ups, have none until they set both.
 */
export async function limitsRequired(db: Database, player: PlayerRef, now: Date): Promise<boolean> {
  const limits = await limitsOf(db, player, now);
  const has = (kind: 'loss' | 'time') =>
    limits.some((limit) => limit.kind === kind && limit.amount !== null);
  return !has('loss') || !has('time');
}

/** What stops `user` from betting or depositing now, or null when nothing does. */
export async function gamblingRefusal(
  db: Database,
  user: Pick<UserRow, 'tenantId' | 'id' | 'impediment'>,
  now: Date,
): Promise<GamblingRefusal | null> {
  // IN SPA/MF 31/2025: the central directory said this CPF may not bet.
  if (user.impediment) return 'player.impeded';
  if (await limitsRequired(db, { tenantId: user.tenantId, userId: user.id }, now)) {
    return 'player.limits_required';
  }
  return null;
}

/** The error of a refusal, with what the web needs to act on it beside the message. */
export function gamblingRefusalError(
  refusal: GamblingRefusal,
  user: Pick<UserRow, 'impediment'>,
  locale: Locale,
): ApiError {
  if (refusal === 'player.impeded') {
    const reason = user.impediment ?? 'central_self_exclusion';
    return new ApiError('player.impeded', locale, {
      params: { reason: t(locale, `impeded_${reason}`) },
      extra: { impeded: reason },
    });
  }
  return new ApiError('player.limits_required', locale, { extra: { limits_required: true } });
}

/** Throws the refusal's error when `user` may not bet or deposit now. */
export async function assertGamblingAllowed(
  db: Database,
  user: Pick<UserRow, 'tenantId' | 'id' | 'impediment'>,
  now: Date,
  locale: Locale,
): Promise<void> {
  const refusal = await gamblingRefusal(db, user, now);
  if (refusal) throw gamblingRefusalError(refusal, user, locale);
}

import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { t } from '../../http/messages.ts';
import type { UserRow } from '../users/user-service.ts';
import type { PlayerRef } from '../wallet/wallet-service.ts';
import { type LimitInForce, limitsOf } from './limits-service.ts';

// Who may bet or deposit at all (docs/design/responsible-gaming.md "Where it is enforced"): the
// required limits and the central impediment, asked by `mayGamble`; a withdrawal never asks.

/** Why a player may not bet or deposit now: a central impediment, or missing required limits. */
export type GamblingRefusal = 'player.impeded' | 'player.limits_required';

/**
 * Portaria 2.579/2025: a player needs a loss limit and a time limit in force (any period). Those
 * from before the rule, and Google sign-ups, have none until they set both.
 */
export function missingRequiredLimits(limits: readonly LimitInForce[]): boolean {
  const has = (kind: 'loss' | 'time') =>
    limits.some((limit) => limit.kind === kind && limit.amount !== null);
  return !has('loss') || !has('time');
}

/** Whether the player still lacks a required limit at `now` (see `missingRequiredLimits`). */
export async function limitsRequired(db: Database, player: PlayerRef, now: Date): Promise<boolean> {
  return missingRequiredLimits(await limitsOf(db, player, now));
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

import { and, eq } from 'drizzle-orm';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { ApiError } from '../../http/errors.ts';
import { formatDateTime, formatMoney } from '../../http/messages.ts';
import type { PlayerRef } from '../wallet/wallet-service.ts';
import { activeBlock, blockedError, type BlockRow } from './blocks-service.ts';
import { gamblingRefusalError, missingRequiredLimits } from './gambling-service.ts';
import { periodWindow } from './limit-periods.ts';
import { depositRoom, type LimitInForce, limitsOf, stakeRoom } from './limits-service.ts';
import { minutesActive } from './session-activity-service.ts';

// The one step every money path takes before a bet or a deposit (docs/design/responsible-gaming.md
// "Where it is enforced"). Where an amount is involved, callers run it inside their money
// transaction after `lockWallet`, so concurrent calls of one player count each other.

/** What the player means to do: deposit or stake an amount, or open a game for real money. */
export type GamblePurpose =
  { kind: 'deposit'; amount: number } | { kind: 'stake'; amount: number } | { kind: 'launch' };

export type Impediment = NonNullable<(typeof users.$inferSelect)['impediment']>;

/** The single reason a player may not, with what its message needs. */
export type GambleRefusal =
  | { code: 'player.paused' | 'player.self_excluded'; block: BlockRow }
  | { code: 'player.impeded'; impediment: Impediment }
  | { code: 'player.limits_required' }
  | { code: 'limit.time_exceeded'; resetsAt: Date }
  | {
      code: 'limit.deposit_exceeded' | 'limit.bet_exceeded' | 'limit.loss_exceeded';
      left: number;
      resetsAt: Date;
    };

/** When the player's time limits are used up: the latest reset among them; null while within. */
export async function timeLimitReachedUntil(
  db: Database,
  player: PlayerRef,
  now: Date,
  limits?: readonly LimitInForce[],
): Promise<Date | null> {
  let until: Date | null = null;
  for (const limit of limits ?? (await limitsOf(db, player, now))) {
    if (limit.kind !== 'time' || limit.amount === null) continue;
    const window = periodWindow(limit.period, now);
    if ((await minutesActive(db, player, window)) < limit.amount) continue;
    if (until === null || window.resetsAt > until) until = window.resetsAt;
  }
  return until;
}

async function impedimentOf(db: Database, player: PlayerRef): Promise<Impediment | null> {
  const [row] = await db
    .select({ impediment: users.impediment })
    .from(users)
    .where(and(eq(users.tenantId, player.tenantId), eq(users.id, player.userId)));
  return row?.impediment ?? null;
}

/**
 * Why the player may not do `purpose` now, or null when they may. In this order: a pause or a
 * self-exclusion, the central impediment (IN SPA/MF 31/2025), the required limits (Portaria
 * 2.579/2025), the time limit, then the amount against the deposit or the bet and loss limits.
 */
export async function mayGamble(
  db: Database,
  player: PlayerRef,
  purpose: GamblePurpose,
  now: Date,
): Promise<GambleRefusal | null> {
  const block = await activeBlock(db, player, now);
  if (block) {
    return { code: block.kind === 'pause' ? 'player.paused' : 'player.self_excluded', block };
  }
  const impediment = await impedimentOf(db, player);
  if (impediment) return { code: 'player.impeded', impediment };
  const limits = await limitsOf(db, player, now);
  if (missingRequiredLimits(limits)) return { code: 'player.limits_required' };
  const timeUsedUntil = await timeLimitReachedUntil(db, player, now, limits);
  if (timeUsedUntil) return { code: 'limit.time_exceeded', resetsAt: timeUsedUntil };
  if (purpose.kind === 'deposit') {
    const room = await depositRoom(db, player, now, limits);
    if (room && purpose.amount > room.left) {
      return { code: 'limit.deposit_exceeded', left: room.left, resetsAt: room.resetsAt };
    }
  }
  if (purpose.kind === 'stake') {
    const room = await stakeRoom(db, player, now, limits);
    if (room && purpose.amount > room.left) {
      const code = room.kind === 'bet' ? 'limit.bet_exceeded' : 'limit.loss_exceeded';
      return { code, left: room.left, resetsAt: room.resetsAt };
    }
  }
  return null;
}

/** The API's answer to a refusal: the typed code, its message, and what the web acts on. */
export function gambleRefusalError(refusal: GambleRefusal, locale: Locale): ApiError {
  switch (refusal.code) {
    case 'player.paused':
    case 'player.self_excluded':
      return blockedError(refusal.block, locale);
    case 'player.impeded':
    case 'player.limits_required':
      return gamblingRefusalError(
        refusal.code,
        { impediment: refusal.code === 'player.impeded' ? refusal.impediment : null },
        locale,
      );
    case 'limit.time_exceeded':
      return new ApiError('limit.time_exceeded', locale, {
        params: { date: formatDateTime(refusal.resetsAt, locale) },
        extra: { code: 'limit.time_exceeded', resets_at: refusal.resetsAt.toISOString() },
      });
    case 'limit.deposit_exceeded':
    case 'limit.bet_exceeded':
    case 'limit.loss_exceeded':
      return new ApiError(refusal.code, locale, {
        params: {
          left: formatMoney(refusal.left, locale),
          date: formatDateTime(refusal.resetsAt, locale),
        },
        field: refusal.code === 'limit.deposit_exceeded' ? 'amount' : 'stake',
      });
  }
}

/** Throws the refusal's error when the player may not do `purpose` now. */
export async function assertMayGamble(
  db: Database,
  player: PlayerRef,
  purpose: GamblePurpose,
  now: Date,
  locale: Locale,
): Promise<void> {
  const refusal = await mayGamble(db, player, purpose, now);
  if (refusal) throw gambleRefusalError(refusal, locale);
}

import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { PauseRequest } from '@vitrine/contract/responsible-gaming.ts';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { playerBlocks } from '../../db/schema/responsible-gaming.ts';
import { users } from '../../db/schema/users.ts';
import { brazilDayOf, brazilMidnight } from '../../http/brazil-calendar.ts';
import { ApiError } from '../../http/errors.ts';
import { formatDateTime } from '../../http/messages.ts';
import type { PlayerRef } from '../wallet/wallet-service.ts';

// Pauses and self-exclusions, with their history (docs/design/responsible-gaming.md "What the
// platform stores" and "Where it is enforced").

export type BlockRow = typeof playerBlocks.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

const ownRows = (player: PlayerRef) =>
  and(eq(playerBlocks.tenantId, player.tenantId), eq(playerBlocks.userId, player.userId));

/** Later of two ends, where null (indefinite) is the latest of all. */
const endsLater = (a: BlockRow, b: BlockRow): boolean =>
  a.endsAt === null || (b.endsAt !== null && a.endsAt.getTime() > b.endsAt.getTime());

/**
 * The block in force at `now`: a self-exclusion before a pause, else the one that ends last; null
 * when the player may play.
 */
export async function activeBlock(
  db: Database,
  player: PlayerRef,
  now: Date,
): Promise<BlockRow | null> {
  const rows = await db
    .select()
    .from(playerBlocks)
    .where(
      and(
        ownRows(player),
        lte(playerBlocks.startsAt, now),
        or(isNull(playerBlocks.endsAt), gt(playerBlocks.endsAt, now)),
      ),
    );
  let active: BlockRow | null = null;
  for (const row of rows) {
    if (active === null) active = row;
    else if (active.kind === 'pause' && row.kind === 'self_exclusion') active = row;
    else if (active.kind === row.kind && endsLater(row, active)) active = row;
  }
  return active;
}

/** Refused: the pause's date is today or earlier (São Paulo). */
export class PauseDateNotAhead extends Error {
  override name = 'PauseDateNotAhead';
}

/**
 * When a pause asked at `now` ends: 1, 7 or 30 days on, or at the end of the São Paulo day `until`
 * (midnight of the next day). A date not after today is refused.
 */
export function pauseEnd(request: PauseRequest, now: Date): Date {
  if ('days' in request) return new Date(now.getTime() + request.days * DAY_MS);
  const [year = 0, month = 0, day = 0] = request.until.split('-').map(Number);
  const today = brazilDayOf(now);
  const asked = year * 10_000 + month * 100 + day;
  if (asked <= today.year * 10_000 + today.month * 100 + today.day) throw new PauseDateNotAhead();
  return brazilMidnight({ year, month, day: day + 1 });
}

/**
 * Pauses the player until `end`. A pause already running that ends later stays as it is: a pause
 * is never shortened, only lengthened, by a new row (the history keeps both). The player's row is
 * locked, so two pauses at once are taken one after the other.
 */
export async function pause(
  db: Database,
  player: PlayerRef,
  end: Date,
  now: Date,
): Promise<BlockRow> {
  return moneyTransaction(db, async (tx) => {
    await lockPlayer(tx, player);
    const running = await activeBlock(tx, player, now);
    if (running && (running.endsAt === null || running.endsAt.getTime() >= end.getTime())) {
      return running;
    }
    const [row] = await tx
      .insert(playerBlocks)
      .values({ ...player, kind: 'pause', startsAt: now, endsAt: end, createdAt: now })
      .returning();
    if (!row) throw new Error('the pause was not stored');
    return row;
  });
}

async function lockPlayer(tx: Database, player: PlayerRef): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, player.tenantId), eq(users.id, player.userId)))
    .for('update');
}

/**
 * Records a self-exclusion from `start` to `end` (null: indefinite). Called in the transaction
 * that sets `users.self_exclusion_*`, so both are written or neither.
 */
export async function recordSelfExclusion(
  tx: Database,
  player: PlayerRef,
  start: Date,
  end: Date | null,
): Promise<BlockRow> {
  const [row] = await tx
    .insert(playerBlocks)
    .values({ ...player, kind: 'self_exclusion', startsAt: start, endsAt: end, createdAt: start })
    .returning();
  if (!row) throw new Error('the self-exclusion was not stored');
  return row;
}

/** Every pause and self-exclusion of the player, newest first. */
export async function blockHistory(db: Database, player: PlayerRef, limit = 100) {
  return db
    .select()
    .from(playerBlocks)
    .where(ownRows(player))
    .orderBy(desc(playerBlocks.createdAt), desc(playerBlocks.id))
    .limit(limit);
}

/** The refusal of a bet or a deposit while `block` runs (docs/design/responsible-gaming.md). */
export function blockedError(block: BlockRow, locale: Locale): ApiError {
  if (block.kind === 'pause') {
    const date = formatDateTime(block.endsAt ?? block.startsAt, locale);
    return new ApiError('player.paused', locale, {
      params: { date },
      extra: { paused_until: block.endsAt?.toISOString() ?? null },
    });
  }
  return new ApiError(
    block.endsAt ? 'auth.self_excluded' : 'auth.self_excluded_indefinitely',
    locale,
    {
      params: block.endsAt ? { date: formatDateTime(block.endsAt, locale) } : {},
      extra: {
        selfExcluded: true,
        start_at: block.startsAt.toISOString(),
        end_at: block.endsAt?.toISOString() ?? null,
      },
    },
  );
}

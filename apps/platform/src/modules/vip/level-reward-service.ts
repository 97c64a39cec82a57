import { and, eq, lt, sql } from 'drizzle-orm';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { ApiError } from '../../http/errors.ts';
import { t } from '../../http/messages.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { announceBox, type GrantedBox, grantBox } from '../boxes/award-box.ts';
import { sendNotification } from '../notifications/notification-delivery.ts';
import { type RankRow, rankLevelFor } from '../users/ranks-service.ts';
import {
  type LedgerEntry,
  type PlayerRef,
  postEntries,
  type WalletRow,
} from '../wallet/wallet-service.ts';

// Reaching a VIP level (docs/product/vip-and-referrals.md "VIP club and ranking"): in the
// transaction that raises the player's totalBet, each level passed pays its reward once — a
// `level_reward` row on the loyalty balance and the level's box — guarded by the conditional
// `UPDATE users SET vip_level_rewarded = L WHERE vip_level_rewarded < L`. After the commit the
// player hears of it (announceLevelUp).

/** The levels a wager took the player to, and what they were given: announced after the commit. */
export interface LevelUp {
  player: PlayerRef;
  language: Locale;
  /** Every level passed, lowest first; the last is the one reached. */
  levels: RankRow[];
  boxes: GrantedBox[];
}

export interface RaisedTotalBet {
  wallet: WalletRow;
  /** The `level_reward` rows written (already in `wallet`), to publish after the commit. */
  entries: LedgerEntry[];
  levelUp: LevelUp | null;
}

/**
 * Adds `amount` (negative: a stake returned) to the player's totalBet — never below zero — and
 * pays the rewards of the levels it reached. `wallet` is the player's wallet, locked in `tx`;
 * `ladder` the tenant's (vip-ladder-service.ts). When no new level is reached this is the one
 * UPDATE the bet paths always ran.
 */
export async function raiseTotalBet(
  tx: Database,
  wallet: WalletRow,
  amount: number,
  ladder: readonly RankRow[],
  now: Date,
): Promise<RaisedTotalBet> {
  const player = { tenantId: wallet.tenantId, userId: wallet.userId };
  const ownRow = and(eq(users.tenantId, player.tenantId), eq(users.id, player.userId));
  const [raised] = await tx
    .update(users)
    .set({ totalBet: sql`greatest(${users.totalBet} + ${amount}, 0)`, updatedAt: now })
    .where(ownRow)
    .returning({
      totalBet: users.totalBet,
      rewarded: users.vipLevelRewarded,
      language: users.language,
    });
  const unchanged = { wallet, entries: [], levelUp: null };
  if (!raised || amount <= 0) return unchanged;
  const level = rankLevelFor(raised.totalBet, ladder);
  if (level <= raised.rewarded) return unchanged;

  // The UPDATE above holds the player's row until the commit; the condition keeps a level paid
  // once even so.
  const [claimed] = await tx
    .update(users)
    .set({ vipLevelRewarded: level })
    .where(and(ownRow, lt(users.vipLevelRewarded, level)))
    .returning({ level: users.vipLevelRewarded });
  if (!claimed) return unchanged;
  const passed = ladder.filter((rank) => rank.level > raised.rewarded && rank.level <= level);

  const entries: LedgerEntry[] = passed
    .filter((rank) => rank.rewardLoyalty > 0)
    .map((rank) => ({ type: 'level_reward', amount: rank.rewardLoyalty, balance: 'loyalty' }));
  const updated = await postEntries(tx, wallet, entries, now);
  const boxes: GrantedBox[] = [];
  for (const rank of passed) {
    if (rank.rewardBoxId === null) continue;
    const box = await levelBox(tx, player, rank.rewardBoxId, now, raised.language);
    if (box) boxes.push(box);
  }
  return {
    wallet: updated,
    entries,
    levelUp: { player, language: raised.language, levels: passed, boxes },
  };
}

/** The level's box; none when the operator has since withdrawn it (the level is still reached). */
async function levelBox(
  tx: Database,
  player: PlayerRef,
  boxId: number,
  now: Date,
  locale: Locale,
): Promise<GrantedBox | null> {
  try {
    return await grantBox(tx, player, { boxId, source: 'vip' }, now, locale);
  } catch (error) {
    // activeBox refuses in JavaScript, before any statement fails: the transaction is intact.
    if (error instanceof ApiError && error.code === 'boxes.not_found') return null;
    throw error;
  }
}

/** The level's name as the player reads it. */
const levelName = (rank: RankRow, locale: Locale) =>
  rank.name?.[locale === 'en' ? 'en' : 'pt'] ?? t(locale, 'vip_level_name', { level: rank.level });

/**
 * After the commit: a notification "Você chegou ao nível …" for the level reached, and each box's
 * `NotifyNewUserBox` and notification. The loyalty rows' BalanceUpdated go with the wager's own.
 */
export async function announceLevelUp(
  services: Pick<TenantServices, 'db' | 'realtime' | 'push' | 'publicUrl'>,
  tenant: Tenant,
  levelUp: LevelUp,
  now: Date,
): Promise<void> {
  const reached = levelUp.levels.at(-1);
  if (reached) {
    await sendNotification(services, tenant, {
      userId: levelUp.player.userId,
      type: 'personal',
      name: t(levelUp.language, 'vip_level_reached_title'),
      message: t(levelUp.language, 'vip_level_reached', {
        name: levelName(reached, levelUp.language),
      }),
      img: null,
      userBox: null,
      now,
    });
  }
  for (const box of levelUp.boxes) await announceBox(services, tenant, box, now);
}

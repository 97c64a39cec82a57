import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { GameMode } from '@vitrine/contract/games.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { gameLaunches, gameProviders, games } from '../../db/schema/casino.ts';
import { ApiError } from '../../http/errors.ts';
import { formatMoney } from '../../http/messages.ts';
import {
  activeBonus,
  expireBonus,
  rolloverCredit,
  settleRollover,
  splitStake,
  splitWin,
} from '../../modules/bonuses/bonus-lifecycle-service.ts';

import {
  type LedgerEntry,
  lockWallet,
  postEntries,
  presentWallet,
  type WalletRow,
} from '../../modules/wallet/wallet-service.ts';
import type { RankRow } from '../../modules/users/ranks-service.ts';
import { type LevelUp, raiseTotalBet } from '../../modules/vip/level-reward-service.ts';
import { drawReels, type Reels, roundWin } from './slot-machine.ts';
import {
  gambleRefusalError,
  mayGamble,
} from '../../modules/responsible-gaming/may-gamble-service.ts';

/** A launch token lives 12 h (docs/design/casino-api.md "Demo slot"). */
const LAUNCH_TTL_MS = 12 * 60 * 60 * 1000;
/** Demo credits of a fresh launch: R$ 1.000,00. */
export const DEMO_BALANCE = 100_000;

/** 32 random bytes, base64url: what the launch URL carries. */
export const LAUNCH_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface NewLaunch {
  tenantId: number;
  userId: number | null;
  guestId: string | null;
  gameId: number;
  mode: GameMode;
  lang: Locale;
}

/** Stores a launch (only the token's hash) and returns the token for the game URL. */
export async function createLaunch(db: Database, launch: NewLaunch, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Expired launches are of no use to anyone: each new one sweeps them away.
  await db.delete(gameLaunches).where(lt(gameLaunches.expiresAt, now));
  await db.insert(gameLaunches).values({
    ...launch,
    tokenHash: sha256(token),
    demoBalance: launch.mode === 'demo' ? DEMO_BALANCE : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LAUNCH_TTL_MS),
  });
  return token;
}

export interface Launch {
  id: number;
  tenantId: number;
  userId: number | null;
  gameId: number;
  mode: GameMode;
  lang: Locale;
  demoBalance: number | null;
  title: string;
  /** The game's small thumbnail, a path in the tenant's storage (the bet feed shows it). */
  imagePath: string;
  providerName: string;
  /** How much of a stake here counts toward a bonus's rollover (docs/design/bonuses.md). */
  rolloverContribution: number;
  bonusAllowed: boolean;
}

/** The live launch of this tenant with this token, with its game's title; null otherwise. */
export async function findLaunch(
  db: Database,
  tenantId: number,
  token: string,
  now: Date,
): Promise<Launch | null> {
  if (!LAUNCH_TOKEN_FORMAT.test(token)) return null;
  const [row] = await db
    .select({
      id: gameLaunches.id,
      tenantId: gameLaunches.tenantId,
      userId: gameLaunches.userId,
      gameId: gameLaunches.gameId,
      mode: gameLaunches.mode,
      lang: gameLaunches.lang,
      demoBalance: gameLaunches.demoBalance,
      title: games.title,
      imagePath: games.imageMobilePath,
      providerName: gameProviders.name,
      rolloverContribution: games.rolloverContribution,
      bonusAllowed: games.bonusAllowed,
    })
    .from(gameLaunches)
    .innerJoin(
      games,
      and(eq(games.tenantId, gameLaunches.tenantId), eq(games.id, gameLaunches.gameId)),
    )
    .innerJoin(
      gameProviders,
      and(eq(gameProviders.tenantId, games.tenantId), eq(gameProviders.id, games.providerId)),
    )
    .where(
      and(
        eq(gameLaunches.tokenHash, sha256(token)),
        eq(gameLaunches.tenantId, tenantId),
        gt(gameLaunches.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface RoundResult {
  reels: Reels;
  win: number;
  balance: number;
  round_id: string;
}

/** A round and, when real money moved, the ledger rows it wrote and the wallet after them. */
export interface PlayedRound {
  result: RoundResult;
  ledger: { wallet: WalletRow; entries: LedgerEntry[] } | null;
  /** The VIP levels the stake reached (issue 38), to announce after the commit. */
  levelUp: LevelUp | null;
}

const insufficientBalance = (locale: Locale) =>
  new ApiError('wallet.insufficient_balance', locale, { field: 'stake' });

/**
 * One round, in one database transaction. Real money: the wallet row is locked, an expired bonus
 * ends first, a stake above cash + bonus (or above an active bonus's max bet) is refused (422,
 * nothing written), else the stake takes cash first, then bonus, with one `bet` row per balance,
 * and a win is split in the stake's proportion; all share a round id, the running balances follow,
 * the stake counts toward the active bonus's rollover (docs/design/bonuses.md) and adds to the
 * player's totalBet, paying the rewards of any VIP level it reaches on `ladder` (the tenant's,
 * vip-ladder-service.ts). Demo: the launch's own demo balance, locked the same way; the ledger is never
 * touched.
 */
export async function playRound(
  db: Database,
  launch: Launch,
  stake: number,
  locale: Locale,
  now: Date,
  ladder: readonly RankRow[],
): Promise<PlayedRound> {
  const reels = drawReels();
  const win = roundWin(reels, stake);
  const roundId = randomUUID();

  if (launch.mode === 'demo' || launch.userId === null) {
    return moneyTransaction(db, async (tx) => {
      const [row] = await tx
        .select({ demoBalance: gameLaunches.demoBalance })
        .from(gameLaunches)
        .where(eq(gameLaunches.id, launch.id))
        .for('update');
      const balance = row?.demoBalance ?? 0;
      if (stake > balance) throw insufficientBalance(locale);
      const next = balance - stake + win;
      await tx
        .update(gameLaunches)
        .set({ demoBalance: next })
        .where(eq(gameLaunches.id, launch.id));
      return {
        result: { reels, win, balance: next, round_id: roundId },
        ledger: null,
        levelUp: null,
      };
    });
  }

  const player = { tenantId: launch.tenantId, userId: launch.userId };
  return moneyTransaction(db, async (tx) => {
    const locked = await lockWallet(tx, player, now);
    // Issue 35: no real-money spin while paused, excluded or impeded, without the required
    // limits, past the time limit, or past the bet and loss limits. After the lock, so
    // concurrent spins count each other.
    const refusal = await mayGamble(tx, player, { kind: 'stake', amount: stake }, now);
    if (refusal) throw gambleRefusalError(refusal, locale);
    const expired = await expireBonus(tx, locked, now);
    const wallet = expired.wallet;
    const bonus = await activeBonus(tx, wallet);
    if (bonus?.maxBet != null && stake > bonus.maxBet) {
      throw new ApiError('bonuses.max_bet', locale, {
        params: { max_bet: formatMoney(bonus.maxBet, locale) },
        field: 'stake',
      });
    }
    // Cash first, then bonus; a cash balance below zero (decision 027) gives nothing.
    const taken = splitStake(stake, wallet.balance);
    if (taken.bonus > Math.max(0, wallet.bonusBalance)) throw insufficientBalance(locale);
    const won = splitWin(win, stake, taken.bonus);
    const round = { roundId, gameId: launch.gameId };
    const entries: LedgerEntry[] = [
      ...(taken.cash > 0 ? [{ type: 'bet' as const, amount: -taken.cash, ...round }] : []),
      ...(taken.bonus > 0
        ? [{ type: 'bet' as const, amount: -taken.bonus, balance: 'bonus' as const, ...round }]
        : []),
      ...(won.cash > 0 ? [{ type: 'win' as const, amount: won.cash, ...round }] : []),
      ...(won.bonus > 0
        ? [{ type: 'win' as const, amount: won.bonus, balance: 'bonus' as const, ...round }]
        : []),
    ];
    let updated = await postEntries(tx, wallet, entries, now);
    const written = [...expired.entries, ...entries];
    if (bonus) {
      const credit = rolloverCredit(stake, launch);
      const settled = await settleRollover(tx, updated, bonus, credit, roundId, now);
      updated = settled.wallet;
      written.push(...settled.entries);
    }
    // §3 User totalBet: VIP level and points follow the wagers; a level reached pays its reward.
    const raised = await raiseTotalBet(tx, updated, stake, ladder, now);
    updated = raised.wallet;
    written.push(...raised.entries);
    return {
      result: { reels, win, balance: presentWallet(updated).balance, round_id: roundId },
      ledger: { wallet: updated, entries: written },
      levelUp: raised.levelUp,
    };
  });
}

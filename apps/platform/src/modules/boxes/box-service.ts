import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  BOXES_PAGE_SIZE,
  type PlayerBox,
  type PlayerPrize,
  REEL_LENGTH,
} from '@vitrine/contract/boxes.ts';
import { drawPrize, prizeIndexOf } from '@vitrine/contract/box-draw.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import {
  boxDraws,
  boxes,
  boxPrizes,
  fairnessSeeds,
  playerBoxes,
  playerPrizes,
} from '../../db/schema/rewards.ts';
import { ApiError, type ErrorCode } from '../../http/errors.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { gambleRefusalError, mayGamble } from '../responsible-gaming/may-gamble-service.ts';
import {
  type LedgerEntry,
  lockWallet,
  type PlayerRef,
  postEntries,
  type WalletRow,
} from '../wallet/wallet-service.ts';
import type { BoxRow, PlayerBoxRow } from './award-box.ts';
import { isForSale, type PrizeRow, presentBoxSummary, prizeTables } from './box-catalogue.ts';
import { activeSeed } from './fairness-service.ts';

// Buying, opening and selling boxes and prizes (docs/design/boxes.md). Each runs in the caller's
// money transaction under the player's wallet lock, and each happens once: a conditional update
// (`… where opened_at is null and sold_at is null returning`) finds the row or finds it done.

type DrawRow = typeof boxDraws.$inferSelect;
type PlayerPrizeRow = typeof playerPrizes.$inferSelect;
type SeedRow = typeof fairnessSeeds.$inferSelect;

// The one way a reward box is given and announced, for callers outside the module (the console).
export { announceBox, grantBox } from './award-box.ts';

/**
 * A refusal of the boxes, prizes or loyalty calls, with its `code` in the body so that the web can
 * tell them apart (an opened box from a sold one).
 */
export const rewardError = (code: ErrorCode, locale: Locale, field?: string) =>
  new ApiError(code, locale, { extra: { code }, ...(field ? { field } : {}) });

/** Money moved by a call: the wallet as it now stands and the rows written, to publish. */
export interface Moved {
  wallet: WalletRow;
  entries: LedgerEntry[];
}

/** Where a sale's money goes: cash, or the loyalty wallet on a regulated tenant. */
const saleBalance = (tenant: Tenant) =>
  tenant.config.is_regulated ? ('loyalty' as const) : ('cash' as const);

export function presentPlayerBox(userBox: PlayerBoxRow, box: BoxRow): PlayerBox {
  return {
    id: userBox.id,
    box: presentBoxSummary(box),
    source: userBox.source,
    sell_value: box.sellValue,
    created_at: userBox.createdAt.toISOString(),
  };
}

/** `POST /boxes/buy`: the box's price out of cash, and the box. Refused when regulated. */
export async function buyBox(
  tx: Database,
  tenant: Tenant,
  player: PlayerRef,
  box: BoxRow,
  now: Date,
  locale: Locale,
): Promise<Moved & { userBox: PlayerBox }> {
  if (!isForSale(tenant, box) || box.price === null) {
    throw rewardError('boxes.not_for_sale', locale);
  }
  const price = box.price;
  const wallet = await lockWallet(tx, player, now);
  // A box bought for cash is a stake (docs/design/responsible-gaming.md "Where it is enforced").
  const refusal = await mayGamble(tx, player, { kind: 'stake', amount: price }, now);
  if (refusal) throw gambleRefusalError(refusal, locale);
  if (wallet.balance < price) throw new ApiError('wallet.insufficient_balance', locale);
  const entries: LedgerEntry[] = [{ type: 'box_purchase', amount: -price }];
  const moved = await postEntries(tx, wallet, entries, now);
  const [userBox] = await tx
    .insert(playerBoxes)
    .values({
      tenantId: player.tenantId,
      userId: player.userId,
      boxId: box.id,
      source: 'purchase',
      createdAt: now,
    })
    .returning();
  if (!userBox) throw new Error('the bought box was not stored');
  return { wallet: moved, entries, userBox: presentPlayerBox(userBox, box) };
}

/** The player's box `id` with its catalogue box, or `boxes.not_found`. */
async function ownBox(tx: Database, player: PlayerRef, id: number, locale: Locale) {
  const [row] = await tx
    .select({ userBox: playerBoxes, box: boxes })
    .from(playerBoxes)
    .innerJoin(
      boxes,
      and(eq(boxes.tenantId, playerBoxes.tenantId), eq(boxes.id, playerBoxes.boxId)),
    )
    .where(
      and(
        eq(playerBoxes.tenantId, player.tenantId),
        eq(playerBoxes.userId, player.userId),
        eq(playerBoxes.id, id),
      ),
    )
    .limit(1);
  if (!row) throw rewardError('boxes.not_found', locale);
  return row;
}

/**
 * Marks the player's box opened or sold, once: the conditional update finds it untouched, or the
 * box is already opened (`boxes.already_opened`) or sold (`boxes.already_sold`).
 */
async function takeBox(
  tx: Database,
  player: PlayerRef,
  id: number,
  change: { openedAt: Date } | { soldAt: Date },
  locale: Locale,
) {
  const { userBox, box } = await ownBox(tx, player, id, locale);
  const [taken] = await tx
    .update(playerBoxes)
    .set(change)
    .where(
      and(
        eq(playerBoxes.tenantId, player.tenantId),
        eq(playerBoxes.id, userBox.id),
        isNull(playerBoxes.openedAt),
        isNull(playerBoxes.soldAt),
      ),
    )
    .returning();
  if (taken) return { userBox: taken, box };
  // Under the wallet lock nothing moves it meanwhile: the row read above says what was done.
  throw rewardError(userBox.soldAt ? 'boxes.already_sold' : 'boxes.already_opened', locale);
}

/** The non-secret generator of the reel's filler: mulberry32, seeded from the draw's digest. */
function reelGenerator(digest: string): () => bigint {
  let state = Number.parseInt(digest.slice(-8), 16) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const word = (t ^ (t >>> 14)) >>> 0;
    // 52 bits, as a roll: the 32 bits of this word and 20 of the next step's.
    state = (state + 0x6d2b79f5) >>> 0;
    let u = state;
    u = Math.imul(u ^ (u >>> 15), u | 1);
    u ^= u + Math.imul(u ^ (u >>> 7), u | 61);
    const low = ((u ^ (u >>> 14)) >>> 0) >>> 12;
    return (BigInt(word) << 20n) | BigInt(low);
  };
}

/**
 * The reel to animate (docs/design/boxes.md "The reel"): REEL_LENGTH prizes drawn from the table
 * by weight with a generator seeded from the digest, so the same draw always shows the same reel,
 * and the won prize at `reel_stop` (near the end, also from the digest).
 */
export function reelOf(digest: string, table: readonly PrizeRow[], wonIndex: number) {
  const next = reelGenerator(digest);
  const weights = table.map((item) => item.weight);
  const reelStop = REEL_LENGTH - 8 + Number(next() % 4n);
  const reel = Array.from({ length: REEL_LENGTH }, (_, position) => {
    const item = table[position === reelStop ? wonIndex : prizeIndexOf(next(), weights)];
    if (!item) throw new Error('a reel position fell outside the prize table');
    return {
      id: item.id,
      name: item.name,
      image: item.image,
      rarity: item.rarity,
      value: item.value,
    };
  });
  return { reel, reelStop };
}

function presentPlayerPrize(
  row: PlayerPrizeRow,
  item: PrizeRow,
  box: BoxRow,
  draw: DrawRow,
  seed: SeedRow,
): PlayerPrize {
  return {
    id: row.id,
    prize: { id: item.id, name: item.name, image: item.image, rarity: item.rarity },
    value: row.value,
    box: presentBoxSummary(box),
    draw: {
      id: draw.id,
      server_seed_hash: seed.serverSeedHash,
      server_seed: seed.revealedAt ? seed.serverSeed : null,
      client_seed: draw.clientSeed,
      nonce: draw.nonce,
      digest: draw.digest,
      weights: draw.weights,
      prize_index: draw.prizeIndex,
      created_at: draw.createdAt.toISOString(),
    },
    won_at: row.createdAt.toISOString(),
    sold_at: row.soldAt?.toISOString() ?? null,
  };
}

/**
 * `POST /boxes/open`: opens the player's box once, draws its prize with the player's active seed
 * and its next nonce, and stores the draw and the prize. Under the wallet lock, which orders the
 * player's draws.
 */
export async function openBox(
  tx: Database,
  player: PlayerRef,
  id: number,
  now: Date,
  locale: Locale,
) {
  await lockWallet(tx, player, now);
  const { userBox, box } = await takeBox(tx, player, id, { openedAt: now }, locale);
  const table = (await prizeTables(tx, player.tenantId, [box.id])).get(box.id) ?? [];
  if (table.length === 0) throw new Error(`box ${box.id} has no prizes`);
  const seed = await activeSeed(tx, player, now, { lock: true });
  const weights = table.map((item) => item.weight);
  const { digest, index } = await drawPrize(seed.serverSeed, seed.clientSeed, seed.nonce, weights);
  const won = table[index];
  if (!won) throw new Error('the draw fell outside the prize table');
  await tx
    .update(fairnessSeeds)
    .set({ nonce: seed.nonce + 1 })
    .where(eq(fairnessSeeds.id, seed.id));
  const [draw] = await tx
    .insert(boxDraws)
    .values({
      tenantId: player.tenantId,
      userId: player.userId,
      seedId: seed.id,
      nonce: seed.nonce,
      clientSeed: seed.clientSeed,
      digest,
      weights: table.map((item) => ({ prize_id: item.id, weight: item.weight })),
      prizeIndex: index,
      createdAt: now,
    })
    .returning();
  if (!draw) throw new Error('the draw was not stored');
  await tx
    .update(playerBoxes)
    .set({ drawId: draw.id })
    .where(and(eq(playerBoxes.tenantId, player.tenantId), eq(playerBoxes.id, userBox.id)));
  const [prizeRow] = await tx
    .insert(playerPrizes)
    .values({
      tenantId: player.tenantId,
      userId: player.userId,
      playerBoxId: userBox.id,
      prizeId: won.id,
      drawId: draw.id,
      value: won.value,
      createdAt: now,
    })
    .returning();
  if (!prizeRow) throw new Error('the prize was not stored');
  const { reel, reelStop } = reelOf(digest, table, index);
  return {
    prize: presentPlayerPrize(prizeRow, won, box, draw, seed),
    reel,
    reel_stop: reelStop,
  };
}

/** `POST /boxes/sell`: the player's unopened box, once, at its sell value. */
export async function sellBox(
  tx: Database,
  tenant: Tenant,
  player: PlayerRef,
  id: number,
  now: Date,
  locale: Locale,
): Promise<Moved & { sold: { id: number; value: number } }> {
  const wallet = await lockWallet(tx, player, now);
  const { userBox, box } = await takeBox(tx, player, id, { soldAt: now }, locale);
  const entries: LedgerEntry[] = [
    { type: 'box_sale', amount: box.sellValue, balance: saleBalance(tenant) },
  ];
  return {
    wallet: await postEntries(tx, wallet, entries, now),
    entries,
    sold: { id: userBox.id, value: box.sellValue },
  };
}

/** The player's prizes by id, presented with their box and draw. */
async function playerPrizesByIds(db: Database, player: PlayerRef, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, PlayerPrize>();
  const rows = await db
    .select({ row: playerPrizes, item: boxPrizes, box: boxes, draw: boxDraws, seed: fairnessSeeds })
    .from(playerPrizes)
    .innerJoin(
      boxPrizes,
      and(eq(boxPrizes.tenantId, playerPrizes.tenantId), eq(boxPrizes.id, playerPrizes.prizeId)),
    )
    .innerJoin(boxes, and(eq(boxes.tenantId, boxPrizes.tenantId), eq(boxes.id, boxPrizes.boxId)))
    .innerJoin(
      boxDraws,
      and(eq(boxDraws.tenantId, playerPrizes.tenantId), eq(boxDraws.id, playerPrizes.drawId)),
    )
    .innerJoin(
      fairnessSeeds,
      and(eq(fairnessSeeds.tenantId, boxDraws.tenantId), eq(fairnessSeeds.id, boxDraws.seedId)),
    )
    .where(
      and(
        eq(playerPrizes.tenantId, player.tenantId),
        eq(playerPrizes.userId, player.userId),
        inArray(playerPrizes.id, [...ids]),
      ),
    );
  return new Map(
    rows.map(({ row, item, box, draw, seed }) => [
      row.id,
      presentPlayerPrize(row, item, box, draw, seed),
    ]),
  );
}

/** `POST /prizes/sell`: the player's prize, once, for its value at the draw. */
export async function sellPrize(
  tx: Database,
  tenant: Tenant,
  player: PlayerRef,
  id: number,
  now: Date,
  locale: Locale,
): Promise<Moved & { prize: PlayerPrize }> {
  const wallet = await lockWallet(tx, player, now);
  const own = and(
    eq(playerPrizes.tenantId, player.tenantId),
    eq(playerPrizes.userId, player.userId),
    eq(playerPrizes.id, id),
  );
  const [found] = await tx.select().from(playerPrizes).where(own).limit(1);
  if (!found) throw rewardError('prizes.not_found', locale);
  const [sold] = await tx
    .update(playerPrizes)
    .set({ soldAt: now })
    .where(and(own, isNull(playerPrizes.soldAt)))
    .returning();
  if (!sold) throw rewardError('prizes.already_sold', locale);
  const entries: LedgerEntry[] = [
    { type: 'prize_sale', amount: sold.value, balance: saleBalance(tenant) },
  ];
  const moved = await postEntries(tx, wallet, entries, now);
  const prize = (await playerPrizesByIds(tx, player, [sold.id])).get(sold.id);
  if (!prize) throw new Error('the sold prize vanished inside its own transaction');
  return { wallet: moved, entries, prize };
}

const pageCounts = (page: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / BOXES_PAGE_SIZE)),
  total,
});

/** `GET /boxes/user/get`: a page of the player's unopened, unsold boxes, newest first. */
export async function playerBoxPage(db: Database, player: PlayerRef, page: number) {
  const unopened = and(
    eq(playerBoxes.tenantId, player.tenantId),
    eq(playerBoxes.userId, player.userId),
    isNull(playerBoxes.openedAt),
    isNull(playerBoxes.soldAt),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ userBox: playerBoxes, box: boxes })
      .from(playerBoxes)
      .innerJoin(
        boxes,
        and(eq(boxes.tenantId, playerBoxes.tenantId), eq(boxes.id, playerBoxes.boxId)),
      )
      .where(unopened)
      .orderBy(desc(playerBoxes.id))
      .limit(BOXES_PAGE_SIZE)
      .offset((page - 1) * BOXES_PAGE_SIZE),
    db.select({ value: count() }).from(playerBoxes).where(unopened),
  ]);
  return {
    data: rows.map(({ userBox, box }) => presentPlayerBox(userBox, box)),
    ...pageCounts(page, counted?.value ?? 0),
  };
}

/** `GET /prizes/user`: a page of the player's prizes, kept and sold, newest first. */
export async function playerPrizePage(db: Database, player: PlayerRef, page: number) {
  const own = and(
    eq(playerPrizes.tenantId, player.tenantId),
    eq(playerPrizes.userId, player.userId),
  );
  const [ids, [counted]] = await Promise.all([
    db
      .select({ id: playerPrizes.id })
      .from(playerPrizes)
      .where(own)
      .orderBy(desc(playerPrizes.id))
      .limit(BOXES_PAGE_SIZE)
      .offset((page - 1) * BOXES_PAGE_SIZE),
    db.select({ value: count() }).from(playerPrizes).where(own),
  ]);
  const presented = await playerPrizesByIds(
    db,
    player,
    ids.map((row) => row.id),
  );
  return {
    data: ids.flatMap(({ id }) => presented.get(id) ?? []),
    ...pageCounts(page, counted?.value ?? 0),
  };
}

/**
 * `POST /wallet/loyalty/cashout`: `amount` from the loyalty wallet into cash, one
 * `loyalty_cashout` row on each side, under the wallet lock; more than the balance is refused.
 */
export async function cashOutLoyalty(
  tx: Database,
  player: PlayerRef,
  amount: number,
  now: Date,
  locale: Locale,
): Promise<Moved> {
  const wallet = await lockWallet(tx, player, now);
  if (wallet.loyaltyBalance < amount) {
    throw rewardError('loyalty.insufficient', locale, 'amount');
  }
  const entries: LedgerEntry[] = [
    { type: 'loyalty_cashout', amount: -amount, balance: 'loyalty' },
    { type: 'loyalty_cashout', amount },
  ];
  return { wallet: await postEntries(tx, wallet, entries, now), entries };
}

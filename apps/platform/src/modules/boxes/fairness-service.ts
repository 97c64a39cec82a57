import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ActiveSeed, RevealedSeed } from '@vitrine/contract/boxes.ts';
import { serverSeedHash } from '@vitrine/contract/box-draw.ts';
import type { Database } from '../../db/client.ts';
import { boxDraws, fairnessSeeds } from '../../db/schema/rewards.ts';
import type { PlayerRef } from '../wallet/wallet-service.ts';

// A player's seed pairs (docs/design/boxes.md "Fairness"): the server seed is committed by its
// SHA-256 before any draw and revealed by a rotation; one unrevealed row per player (a partial
// unique index). Writers run under the player's wallet lock, so the nonce counts up one by one.

export type SeedRow = typeof fairnessSeeds.$inferSelect;

/** How many revealed seeds `GET /boxes/fairness` lists. */
export const REVEALED_SHOWN = 20;

/** 32 random bytes as 64 lowercase hex digits (box-draw.ts SERVER_SEED_PATTERN). */
export const newServerSeed = () => randomBytes(32).toString('hex');
/** The client seed a player starts with, until they choose their own. */
export const newClientSeed = () => randomBytes(16).toString('hex');

const ownSeeds = (player: PlayerRef) =>
  and(eq(fairnessSeeds.tenantId, player.tenantId), eq(fairnessSeeds.userId, player.userId));

async function insertSeed(db: Database, player: PlayerRef, clientSeed: string, now: Date) {
  const serverSeed = newServerSeed();
  // Another call may have made the player's first pair meanwhile: the partial index keeps one.
  await db
    .insert(fairnessSeeds)
    .values({
      tenantId: player.tenantId,
      userId: player.userId,
      serverSeed,
      serverSeedHash: await serverSeedHash(serverSeed),
      clientSeed,
      nonce: 0,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/**
 * The player's unrevealed seed pair, made the first time it is asked for. With `lock`, the row is
 * locked (`FOR UPDATE`) until the surrounding transaction ends.
 */
export async function activeSeed(
  db: Database,
  player: PlayerRef,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
): Promise<SeedRow> {
  const find = async () => {
    const query = db
      .select()
      .from(fairnessSeeds)
      .where(and(ownSeeds(player), isNull(fairnessSeeds.revealedAt)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  };
  const found = await find();
  if (found) return found;
  await insertSeed(db, player, newClientSeed(), now);
  const made = await find();
  if (!made) throw new Error('the active seed vanished as it was made');
  return made;
}

export const presentActiveSeed = (seed: SeedRow): ActiveSeed => ({
  server_seed_hash: seed.serverSeedHash,
  client_seed: seed.clientSeed,
  nonce: seed.nonce,
});

/** The client seed of the seed's last draw, or its own when it drew nothing. */
async function lastClientSeed(db: Database, seed: SeedRow): Promise<string> {
  const [last] = await db
    .select({ clientSeed: boxDraws.clientSeed })
    .from(boxDraws)
    .where(and(eq(boxDraws.tenantId, seed.tenantId), eq(boxDraws.seedId, seed.id)))
    .orderBy(desc(boxDraws.nonce))
    .limit(1);
  return last?.clientSeed ?? seed.clientSeed;
}

async function presentRevealed(db: Database, seed: SeedRow): Promise<RevealedSeed> {
  if (!seed.revealedAt) throw new Error('an unrevealed seed is never shown');
  return {
    id: seed.id,
    server_seed: seed.serverSeed,
    server_seed_hash: seed.serverSeedHash,
    client_seed: await lastClientSeed(db, seed),
    draws: seed.nonce,
    revealed_at: seed.revealedAt.toISOString(),
  };
}

/** `GET /boxes/fairness`: the active pair and the last revealed ones, newest first. */
export async function fairnessOf(db: Database, player: PlayerRef, now: Date) {
  const active = await activeSeed(db, player, now);
  const revealedRows = await db
    .select()
    .from(fairnessSeeds)
    .where(and(ownSeeds(player), isNotNull(fairnessSeeds.revealedAt)))
    .orderBy(desc(fairnessSeeds.revealedAt), desc(fairnessSeeds.id))
    .limit(REVEALED_SHOWN);
  return {
    active: presentActiveSeed(active),
    revealed: await Promise.all(revealedRows.map((row) => presentRevealed(db, row))),
  };
}

/** Sets the client seed of the active pair: the next draws sign with it. Under the wallet lock. */
export async function changeClientSeed(
  tx: Database,
  player: PlayerRef,
  clientSeed: string,
  now: Date,
): Promise<SeedRow> {
  const seed = await activeSeed(tx, player, now, { lock: true });
  const [updated] = await tx
    .update(fairnessSeeds)
    .set({ clientSeed })
    .where(eq(fairnessSeeds.id, seed.id))
    .returning();
  if (!updated) throw new Error('the active seed vanished inside its own transaction');
  return updated;
}

/**
 * Reveals the active server seed and commits to a new one with the same client seed, nonce 0, in
 * the caller's transaction (under the wallet lock).
 */
export async function rotateSeed(tx: Database, player: PlayerRef, now: Date) {
  const seed = await activeSeed(tx, player, now, { lock: true });
  const [revealed] = await tx
    .update(fairnessSeeds)
    .set({ revealedAt: now })
    .where(and(eq(fairnessSeeds.id, seed.id), isNull(fairnessSeeds.revealedAt)))
    .returning();
  if (!revealed) throw new Error('the active seed was revealed under its own lock');
  await insertSeed(tx, player, seed.clientSeed, now);
  const active = await activeSeed(tx, player, now, { lock: true });
  return { revealed: await presentRevealed(tx, revealed), active: presentActiveSeed(active) };
}

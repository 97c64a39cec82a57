import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { gameFavorites, gamePlays, games } from '../../db/schema/casino.ts';
import { users } from '../../db/schema/users.ts';

export interface PlayerGame {
  tenantId: number;
  userId: number;
  gameId: number;
}

/** Whether the tenant has this game. */
export async function gameExists(db: Database, tenantId: number, gameId: number) {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.tenantId, tenantId), eq(games.id, gameId)))
    .limit(1);
  return row !== undefined;
}

/** Adds or removes a favourite; doing it twice changes nothing. */
export async function setFavorite(
  db: Database,
  { tenantId, userId, gameId }: PlayerGame,
  favorite: boolean,
  now: Date,
): Promise<void> {
  if (favorite) {
    await db
      .insert(gameFavorites)
      .values({ tenantId, userId, gameId, createdAt: now })
      .onConflictDoNothing();
    return;
  }
  await db
    .delete(gameFavorites)
    .where(
      and(
        eq(gameFavorites.tenantId, tenantId),
        eq(gameFavorites.userId, userId),
        eq(gameFavorites.gameId, gameId),
      ),
    );
}

/** A launch by a signed-in player: the game moves to the top of their recent games. */
export async function recordPlay(
  db: Database,
  { tenantId, userId, gameId }: PlayerGame,
  now: Date,
): Promise<void> {
  await db
    .insert(gamePlays)
    .values({ tenantId, userId, gameId, lastPlayedAt: now })
    .onConflictDoUpdate({
      target: [gamePlays.tenantId, gamePlays.userId, gamePlays.gameId],
      set: { lastPlayedAt: now, launches: sql`${gamePlays.launches} + 1` },
    });
}

export interface LikeState {
  liked: boolean;
  likes: number;
  userLikes: number[];
}

/**
 * §4 Like toggle: sets the final state. In one transaction, with the player's and the game's rows
 * locked, `users.user_likes` and `games.likes` move together, and only when the state changes, so a
 * repeated or concurrent call cannot count a like twice. Null when the tenant has no such game.
 * `FOR NO KEY UPDATE`: it does not wait on the key-share locks a round's ledger rows take on the
 * same player and game, so a like and a spin can never deadlock.
 */
export async function setLike(
  db: Database,
  { tenantId, userId, gameId }: PlayerGame,
  liked: boolean,
): Promise<LikeState | null> {
  return moneyTransaction(db, async (tx) => {
    const ownUser = and(eq(users.tenantId, tenantId), eq(users.id, userId));
    const ownGame = and(eq(games.tenantId, tenantId), eq(games.id, gameId));
    const [player] = await tx
      .select({ userLikes: users.userLikes })
      .from(users)
      .where(ownUser)
      .for('no key update');
    const [game] = await tx
      .select({ likes: games.likes })
      .from(games)
      .where(ownGame)
      .for('no key update');
    if (!player || !game) return null;
    const hadLiked = player.userLikes.includes(gameId);
    if (hadLiked === liked) return { liked, likes: game.likes, userLikes: player.userLikes };
    const [updatedUser] = await tx
      .update(users)
      .set({
        userLikes: liked
          ? sql`array_append(${users.userLikes}, ${gameId}::integer)`
          : sql`array_remove(${users.userLikes}, ${gameId}::integer)`,
      })
      .where(ownUser)
      .returning({ userLikes: users.userLikes });
    const [updatedGame] = await tx
      .update(games)
      .set({ likes: liked ? sql`${games.likes} + 1` : sql`greatest(${games.likes} - 1, 0)` })
      .where(ownGame)
      .returning({ likes: games.likes });
    return {
      liked,
      likes: updatedGame?.likes ?? game.likes,
      userLikes: updatedUser?.userLikes ?? player.userLikes,
    };
  });
}

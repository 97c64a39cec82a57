import { and, asc, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import {
  CHAT_NAME_COLORS,
  CHAT_RANK_EMOJI,
  CHAT_RATE_LIMIT,
  type ChatAttachment,
  chatAttachmentSchema,
  type ChatMessage,
} from '@vitrine/contract/chat.ts';
import { channels } from '@vitrine/contract/realtime.ts';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { chatMessages, chatMutes } from '../../db/schema/chat.ts';
import { users } from '../../db/schema/users.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import type { Realtime } from '../../services/realtime.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { rankLevelFor } from '../users/ranks-service.ts';
import { avatarUrl, publicName } from '../users/user-service.ts';
import { cachedLadder } from '../vip/vip-ladder-service.ts';

// The global chat (§3 "Chat message", docs/design/notifications-chat.md): one room per tenant,
// messages stored as the plain text the player wrote. Every query names the tenant.

export type ChatMessageRow = typeof chatMessages.$inferSelect;
type Author = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'hideUsername'
  | 'hideAll'
  | 'hideStatistics'
  | 'hideMetrics'
  | 'avatarPath'
  | 'totalBet'
>;

export interface PlayerRef {
  tenantId: number;
  userId: number;
}

const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  hideUsername: users.hideUsername,
  hideAll: users.hideAll,
  hideStatistics: users.hideStatistics,
  hideMetrics: users.hideMetrics,
  avatarPath: users.avatarPath,
  totalBet: users.totalBet,
};

// Stored jsonb is outside data like any other: parsed, and a bad entry dropped.
const storedAttachmentsSchema = z.array(z.unknown());
const storedMissionSchema = z.object({ id: z.number().int().positive(), name: z.string() });

function attachmentsOf(value: unknown): ChatAttachment[] {
  const list = storedAttachmentsSchema.safeParse(value);
  if (!list.success) return [];
  return list.data.flatMap((entry) => {
    const parsed = chatAttachmentSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The colour and badge tier of a VIP level: 1–2, 3–4, 5–6, 7–8, 9 and up. */
const tierOf = (level: number) =>
  Math.min(CHAT_NAME_COLORS.length - 1, Math.max(0, Math.floor((level - 1) / 2)));

export interface Presenter {
  (row: ChatMessageRow, author: Author | null): ChatMessage;
}

/** How a tenant's messages are shown now: names, avatars, VIP colours, pins still running. */
export async function chatPresenter(
  db: Database,
  tenant: Pick<Tenant, 'id' | 'slug'>,
  publicUrl: string,
  now: Date,
): Promise<Presenter> {
  const ladder = await cachedLadder(db, tenant.id);
  return (row, author) => {
    const pinned = row.pinnedUntil !== null && row.pinnedUntil.getTime() > now.getTime();
    // The VIP colour and emoji tell the author's level: none for one who hides their figures
    // (issue 38, `toggle-hide-metrics`).
    const levelShown =
      author && !(author.hideStatistics || author.hideMetrics || author.hideAll) ? author : null;
    const tier = levelShown ? tierOf(rankLevelFor(levelShown.totalBet, ladder)) : null;
    const mission = storedMissionSchema.safeParse(row.mission);
    return {
      id: row.id,
      type: pinned ? 'pinned' : row.type,
      text: row.text,
      time: row.createdAt.toISOString(),
      user: author
        ? {
            id: author.id,
            name: publicName(author),
            avatar: author.avatarPath ? avatarUrl(publicUrl, tenant.slug, author.avatarPath) : null,
          }
        : null,
      mission: mission.success ? mission.data : null,
      colorClass: tier === null ? null : (CHAT_NAME_COLORS[tier] ?? null),
      emoji: tier === null ? null : (CHAT_RANK_EMOJI[tier] ?? null),
      pinned_until: pinned ? (row.pinnedUntil?.toISOString() ?? null) : null,
      attachments: attachmentsOf(row.attachments),
    };
  };
}

/**
 * The last `limit` messages, oldest first, and before them any message still pinned that is older
 * than those (so a pin stays on top however much is written after it).
 */
export async function recentMessages(
  db: Database,
  tenantId: number,
  limit: number,
  now: Date,
): Promise<{ row: ChatMessageRow; author: Author | null }[]> {
  const latest = await db
    .select({ row: chatMessages, author: authorColumns })
    .from(chatMessages)
    .leftJoin(
      users,
      and(eq(users.tenantId, chatMessages.tenantId), eq(users.id, chatMessages.userId)),
    )
    .where(eq(chatMessages.tenantId, tenantId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  const shown = latest.map(({ row }) => row.id);
  const pinned = await db
    .select({ row: chatMessages, author: authorColumns })
    .from(chatMessages)
    .leftJoin(
      users,
      and(eq(users.tenantId, chatMessages.tenantId), eq(users.id, chatMessages.userId)),
    )
    .where(
      and(
        eq(chatMessages.tenantId, tenantId),
        gt(chatMessages.pinnedUntil, now),
        shown.length > 0 ? notInArray(chatMessages.id, shown) : undefined,
      ),
    )
    .orderBy(asc(chatMessages.id));
  return [...pinned, ...latest.reverse()];
}

/** §3 `amountBet`: everything the player has wagered, from their ledger's bet rows. */
export async function amountBet(db: Database, player: PlayerRef): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(-${walletTransactions.amount})` })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.tenantId, player.tenantId),
        eq(walletTransactions.userId, player.userId),
        eq(walletTransactions.type, 'bet'),
      ),
    );
  return Math.max(0, Number(row?.sum ?? 0));
}

/** Until when the player is muted, or null when they are not (any more). */
export async function mutedUntil(db: Database, player: PlayerRef, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: chatMutes.mutedUntil })
    .from(chatMutes)
    .where(and(eq(chatMutes.tenantId, player.tenantId), eq(chatMutes.userId, player.userId)))
    .limit(1);
  return row && row.until.getTime() > now.getTime() ? row.until : null;
}

export type SendOutcome =
  | { outcome: 'sent'; row: ChatMessageRow; author: Author }
  | { outcome: 'muted'; until: Date }
  | { outcome: 'min_amount_bet'; amountBet: number; minAmountBet: number }
  | { outcome: 'rate_limited'; retryAfterSeconds: number };

/**
 * A player's message, if they may send it: not muted, wagered at least the tenant's minimum, and
 * under the rate limit. Checked and written under a lock of the player's row, so two messages sent
 * at once count one after the other.
 */
export async function sendPlayerMessage(
  db: Database,
  {
    tenant,
    userId,
    text,
    attachments,
    now,
  }: {
    tenant: Tenant;
    userId: number;
    text: string;
    attachments: ChatAttachment[];
    now: Date;
  },
): Promise<SendOutcome> {
  const player = { tenantId: tenant.id, userId };
  return moneyTransaction(db, async (tx) => {
    const [author] = await tx
      .select(authorColumns)
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.id, userId)))
      .for('update');
    if (!author) throw new Error('the signed-in player vanished');
    const muted = await mutedUntil(tx, player, now);
    if (muted) return { outcome: 'muted', until: muted };
    const minimum = tenant.config.chat_min_amount_bet;
    if (minimum > 0) {
      const wagered = await amountBet(tx, player);
      if (wagered < minimum) {
        return { outcome: 'min_amount_bet', amountBet: wagered, minAmountBet: minimum };
      }
    }
    const windowStart = new Date(now.getTime() - CHAT_RATE_LIMIT.seconds * 1000);
    const recent = await tx
      .select({ at: chatMessages.createdAt })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.tenantId, tenant.id),
          eq(chatMessages.userId, userId),
          gt(chatMessages.createdAt, windowStart),
        ),
      )
      .orderBy(desc(chatMessages.createdAt))
      .limit(CHAT_RATE_LIMIT.messages);
    const oldest = recent[CHAT_RATE_LIMIT.messages - 1];
    if (oldest) {
      const freeAt = oldest.at.getTime() + CHAT_RATE_LIMIT.seconds * 1000;
      return {
        outcome: 'rate_limited',
        retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
      };
    }
    const [row] = await tx
      .insert(chatMessages)
      .values({ tenantId: tenant.id, userId, type: 'normal', text, attachments, createdAt: now })
      .returning();
    if (!row) throw new Error('the message was not stored');
    return { outcome: 'sent', row, author };
  });
}

/** The operator's own message to everyone (type global, no player). */
export async function sendOperatorMessage(
  db: Database,
  { tenantId, text, now }: { tenantId: number; text: string; now: Date },
): Promise<ChatMessageRow> {
  const [row] = await db
    .insert(chatMessages)
    .values({ tenantId, userId: null, type: 'global', text, createdAt: now })
    .returning();
  if (!row) throw new Error('the message was not stored');
  return row;
}

/** Pins a message until a moment (null unpins it); null when the tenant has no such message. */
export async function pinMessage(
  db: Database,
  { tenantId, id, until }: { tenantId: number; id: number; until: Date | null },
): Promise<{ row: ChatMessageRow; author: Author | null } | null> {
  const [row] = await db
    .update(chatMessages)
    .set({ pinnedUntil: until })
    .where(and(eq(chatMessages.tenantId, tenantId), eq(chatMessages.id, id)))
    .returning();
  if (!row) return null;
  const [author] =
    row.userId === null
      ? []
      : await db
          .select(authorColumns)
          .from(users)
          .where(and(eq(users.tenantId, tenantId), eq(users.id, row.userId)));
  return { row, author: author ?? null };
}

/** Mutes a player until a moment (null lifts it); false when the tenant has no such player. */
export async function mutePlayer(
  db: Database,
  {
    tenantId,
    userId,
    until,
    now,
  }: { tenantId: number; userId: number; until: Date | null; now: Date },
): Promise<boolean> {
  const [player] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  if (!player) return false;
  if (until === null) {
    await db
      .delete(chatMutes)
      .where(and(eq(chatMutes.tenantId, tenantId), eq(chatMutes.userId, userId)));
    return true;
  }
  await db
    .insert(chatMutes)
    .values({ tenantId, userId, mutedUntil: until, updatedAt: now })
    .onConflictDoUpdate({
      target: [chatMutes.tenantId, chatMutes.userId],
      set: { mutedUntil: until, updatedAt: now },
    });
  return true;
}

/** Who is muted now among these players (the console marks them). */
export async function mutedAmong(
  db: Database,
  tenantId: number,
  userIds: number[],
  now: Date,
): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: chatMutes.userId, until: chatMutes.mutedUntil })
    .from(chatMutes)
    .where(
      and(
        eq(chatMutes.tenantId, tenantId),
        inArray(chatMutes.userId, userIds),
        gt(chatMutes.mutedUntil, now),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.until]));
}

/** `MessageSent` on the tenant's chat channel: a new message, or one whose pin changed. */
export const publishChatMessage = (realtime: Realtime, tenant: Tenant, message: ChatMessage) =>
  realtime.publish(tenant.slug, channels.chat(tenant.config.casino_id), 'MessageSent', {
    message,
  });

import { and, eq } from 'drizzle-orm';
import type { BoxSource } from '@vitrine/contract/boxes.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import { channels } from '@vitrine/contract/realtime.ts';
import type { Database } from '../../db/client.ts';
import { boxes, playerBoxes } from '../../db/schema/rewards.ts';
import { ApiError } from '../../http/errors.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { sendNotification } from '../notifications/notification-delivery.ts';
import type { PlayerRef } from '../wallet/wallet-service.ts';

// A box given as a reward — by the console, a mission or a VIP level (docs/product/rewards.md
// "Rewards"): the row inside the caller's transaction, the announcement after its commit.

export type BoxRow = typeof boxes.$inferSelect;
export type PlayerBoxRow = typeof playerBoxes.$inferSelect;

export interface BoxGrant {
  boxId: number;
  source: Exclude<BoxSource, 'purchase'>;
  /** The mission whose reward the box is. */
  missionId?: number;
}

export interface GrantedBox {
  userBox: PlayerBoxRow;
  box: BoxRow;
}

/** The tenant's active box `boxId`, or `boxes.not_found`. */
export async function activeBox(
  db: Database,
  tenantId: number,
  boxId: number,
  locale: Locale,
): Promise<BoxRow> {
  const [box] = await db
    .select()
    .from(boxes)
    .where(and(eq(boxes.tenantId, tenantId), eq(boxes.id, boxId), eq(boxes.active, true)))
    .limit(1);
  if (!box) throw new ApiError('boxes.not_found', locale);
  return box;
}

/** Gives the player a box: one `player_boxes` row, in `tx` when the caller has a transaction. */
export async function grantBox(
  tx: Database,
  player: PlayerRef,
  grant: BoxGrant,
  now: Date,
  locale: Locale,
): Promise<GrantedBox> {
  const box = await activeBox(tx, player.tenantId, grant.boxId, locale);
  const [userBox] = await tx
    .insert(playerBoxes)
    .values({
      tenantId: player.tenantId,
      userId: player.userId,
      boxId: box.id,
      source: grant.source,
      missionId: grant.missionId ?? null,
      createdAt: now,
    })
    .returning();
  if (!userBox) throw new Error('the player box was not stored');
  return { userBox, box };
}

/**
 * Tells the player, after the commit: `NotifyNewUserBox` on their channel (the web's "VOCÊ
 * GANHOU!") and a stored notification whose `user_box` links to the box.
 */
export async function announceBox(
  services: Pick<TenantServices, 'db' | 'realtime' | 'push' | 'publicUrl'>,
  tenant: Tenant,
  { userBox, box }: GrantedBox,
  now: Date,
): Promise<void> {
  await services.realtime.publish(
    tenant.slug,
    channels.player(userBox.userId),
    'NotifyNewUserBox',
    {
      user_box: userBox.id,
      box: { id: box.id, name: box.name, image: box.image },
      source: userBox.source,
    },
  );
  await sendNotification(services, tenant, {
    userId: userBox.userId,
    type: 'personal',
    name: 'VOCÊ GANHOU!',
    message: `Você ganhou a caixa ${box.name}. Abra em Minhas caixas.`,
    img: box.image,
    userBox: userBox.id,
    now,
  });
}

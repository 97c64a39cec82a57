import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webPushKeys } from '../../db/schema/notifications.ts';

// Each tenant's VAPID key pair (RFC 8292): generated at seed, the public half in the theme.

/** The tenant's VAPID public key (the theme's `vapidPublicKey`), or null when it has none. */
export async function findVapidPublicKey(db: Database, tenantId: number): Promise<string | null> {
  const [row] = await db
    .select({ publicKey: webPushKeys.publicKey })
    .from(webPushKeys)
    .where(eq(webPushKeys.tenantId, tenantId))
    .limit(1);
  return row?.publicKey ?? null;
}

/** Gives a tenant a VAPID key pair if it has none (the seed; an operator may bring their own). */
export async function ensureVapidKeys(
  db: Database,
  tenantId: number,
  generate: () => { publicKey: string; privateKey: string },
): Promise<void> {
  if ((await findVapidPublicKey(db, tenantId)) !== null) return;
  await db
    .insert(webPushKeys)
    .values({ tenantId, ...generate() })
    .onConflictDoNothing();
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assets, tenants } from '../../db/schema/tenants.ts';
import { storagePathSchema, tenantSlugSchema } from '../../tenancy/tenant-config.ts';

export interface StoredAsset {
  contentType: string;
  bytes: Buffer;
}

/** A file from a tenant's storage, or null for an unknown tenant, path or anything malformed. */
export async function findAsset(
  db: Database,
  tenantSlug: string,
  path: string,
): Promise<StoredAsset | null> {
  const slug = tenantSlugSchema.safeParse(tenantSlug);
  const file = storagePathSchema.safeParse(path);
  if (!slug.success || !file.success) return null;
  const [row] = await db
    .select({ contentType: assets.contentType, bytes: assets.bytes })
    .from(assets)
    .innerJoin(tenants, eq(tenants.id, assets.tenantId))
    .where(and(eq(tenants.slug, slug.data), eq(assets.path, file.data)))
    .limit(1);
  if (!row) return null;
  // PGlite hands back a Uint8Array and pg a Buffer; reply.send() streams only Buffers as bytes.
  const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  return { contentType: row.contentType, bytes };
}

import { arrayContains, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { tenants } from '../db/schema/tenants.ts';
import { normaliseHost } from './host.ts';
import { type Tenant, tenantConfigSchema, tenantSlugSchema } from './tenant-config.ts';

type TenantRow = typeof tenants.$inferSelect;

// The jsonb column is outside data like any other: parse it, so a broken row fails here, loudly.
function toTenant(row: TenantRow): Tenant {
  return {
    id: row.id,
    slug: row.slug,
    domains: row.domains,
    active: row.active,
    config: tenantConfigSchema.parse(row.config),
  };
}

/** The tenant whose domains contain this host (any case, with or without port), or null. */
export async function findTenantByHost(db: Database, host: string): Promise<Tenant | null> {
  const [row] = await db
    .select()
    .from(tenants)
    .where(arrayContains(tenants.domains, [normaliseHost(host)]))
    .orderBy(tenants.id)
    .limit(1);
  return row ? toTenant(row) : null;
}

/** The tenant with this slug, or null (also for anything that cannot be a slug). */
export async function findTenantBySlug(db: Database, slug: string): Promise<Tenant | null> {
  const parsed = tenantSlugSchema.safeParse(slug);
  if (!parsed.success) return null;
  const [row] = await db.select().from(tenants).where(eq(tenants.slug, parsed.data)).limit(1);
  return row ? toTenant(row) : null;
}

/** Every tenant that is live (not in maintenance), in id order. */
export async function listActiveTenants(db: Database): Promise<Tenant[]> {
  const rows = await db.select().from(tenants).where(eq(tenants.active, true)).orderBy(tenants.id);
  return rows.map(toTenant);
}

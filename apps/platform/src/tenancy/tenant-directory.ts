import type { Database } from '../db/client.ts';
import { createTtlCache } from '../services/ttl-cache.ts';
import type { Tenant } from './tenant-config.ts';
import { findTenantBySlug } from './tenant-service.ts';

// Every call under `/t/:tenant` starts by finding its tenant, and tenants change far less often
// than they are asked for: each slug is read once per TENANT_CACHE_MS per process (an unknown one
// too, so made-up slugs cost one query each, not one per request). An edit made through the
// platform forgets the slug at once; one made in the database directly shows within the TTL
// (docs/performance.md "The platform's short caches").

/** How long a tenant read by slug is served from memory, in milliseconds. */
export const TENANT_CACHE_MS = 5_000;

/** Slugs held at once; the oldest read goes first. */
const TENANT_CACHE_ENTRIES = 1_000;

export interface TenantDirectory {
  /** The tenant with this slug, or null; from memory when read less than the TTL ago. */
  bySlug(slug: string): Promise<Tenant | null>;
  /** Drops the slug, so that the next call reads the edited tenant. */
  forget(slug: string): void;
}

export function tenantDirectory(
  db: Database,
  { ttlMs = TENANT_CACHE_MS, now }: { ttlMs?: number; now?: () => number } = {},
): TenantDirectory {
  const cache = createTtlCache<Tenant | null>({ ttlMs, maxEntries: TENANT_CACHE_ENTRIES, now });
  return {
    bySlug: (slug) => cache.get(slug, () => findTenantBySlug(db, slug)),
    forget: (slug) => cache.forget(slug),
  };
}

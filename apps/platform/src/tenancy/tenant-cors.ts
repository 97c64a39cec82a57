import type { FastifyCorsOptions } from '@fastify/cors';
import type { Tenant } from './tenant-config.ts';
import { originHost } from './host.ts';

// §7: the browser sends these on tenant API calls; X-Socket-ID lets realtime skip the sender.
const ALLOWED_HEADERS = [
  'Authorization',
  'Guest-ID',
  'lmcp',
  'Idempotency-Key',
  'Content-Type',
  'Accept',
  'X-Socket-ID',
  // Issue 35: a call that is not the player's activity (docs/design/responsible-gaming.md).
  'X-Activity',
];
// Headers the web client reads: rate-limit back-off, idempotent replays, file downloads.
const EXPOSED_HEADERS = [
  'Retry-After',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'Idempotent-Replayed',
  'Content-Disposition',
];

/** A browser origin may call a tenant's API only from one of that tenant's own host names. */
export function isOriginAllowed(tenant: Tenant, origin: string | undefined): boolean {
  if (!origin) return false;
  const host = originHost(origin);
  return host !== null && tenant.domains.includes(host);
}

/**
 * CORS options for one request. A refused origin gets an empty allow-list rather than `false`, so
 * a preflight is still answered (204) — just without Access-Control-Allow-Origin.
 */
export function tenantCorsOptions(tenant: Tenant, origin: string | undefined): FastifyCorsOptions {
  return {
    origin: isOriginAllowed(tenant, origin) && origin ? origin : [],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    credentials: false,
    maxAge: 600,
  };
}

import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LOCALE } from '@vitrine/contract/locale.ts';
import { ApiError } from '../http/errors.ts';
import type { Tenant } from './tenant-config.ts';
import type { TenantDirectory } from './tenant-directory.ts';

const tenantParamsSchema = z.object({ tenant: z.string() });
const resolved = new WeakMap<FastifyRequest, Tenant>();

/** Resolves the `/t/:tenant` segment once per request; an unknown slug is a 404. */
export async function resolveTenant(
  tenants: TenantDirectory,
  request: FastifyRequest,
): Promise<Tenant> {
  const known = resolved.get(request);
  if (known) return known;
  const params = tenantParamsSchema.safeParse(request.params);
  const tenant = params.success ? await tenants.bySlug(params.data.tenant) : null;
  if (!tenant) throw new ApiError('tenant.not_found', DEFAULT_LOCALE);
  resolved.set(request, tenant);
  return tenant;
}

/** The tenant of a request under `/t/:tenant`, resolved by the scope's onRequest hook. */
export function currentTenant(request: FastifyRequest): Tenant {
  const tenant = resolved.get(request);
  if (!tenant) throw new Error('currentTenant() called outside the tenant API scope');
  return tenant;
}

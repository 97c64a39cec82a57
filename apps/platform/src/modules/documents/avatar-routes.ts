import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LOCALE } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { sendPublicFile } from '../../http/public-file.ts';
import { findTenantBySlug } from '../../tenancy/tenant-service.ts';
import { CONTENT_TYPES, extensionType } from './file-type.ts';
import type { UploadStore } from '../../services/tenant-services.ts';
import { isStoredName } from './upload-store.ts';

const avatarParamsSchema = z.object({ tenant: z.string(), name: z.string() });

/**
 * `GET /uploads/:tenant/avatars/:name`: avatars are public (other players see them, §7 profile
 * show). Names are random and never reused, so the answer is cacheable forever.
 */
export const avatarRoutes: FastifyPluginAsync<{ uploads: UploadStore; db: Database }> = async (
  app,
  { uploads, db },
) => {
  app.get('/uploads/:tenant/avatars/:name', async (request, reply) => {
    const params = avatarParamsSchema.safeParse(request.params);
    if (!params.success || !isStoredName(params.data.name))
      throw new ApiError('file.not_found', DEFAULT_LOCALE);
    const tenant = await findTenantBySlug(db, params.data.tenant);
    const type = extensionType(params.data.name.split('.').pop() ?? '');
    const bytes =
      tenant && type ? await uploads.read(tenant.id, 'avatars', params.data.name) : null;
    if (!bytes || !type) throw new ApiError('file.not_found', DEFAULT_LOCALE);
    return sendPublicFile(reply, CONTENT_TYPES[type], bytes);
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LOCALE } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { sendPublicFile } from '../../http/public-file.ts';
import { findAsset } from './storage-service.ts';

const storageParamsSchema = z.object({ tenant: z.string(), '*': z.string() });

/** `GET /storage/:tenant/*`: brand images, icons and banners, readable from any origin. */
export const storageRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/storage/:tenant/*', async (request, reply) => {
    const params = parseInput(storageParamsSchema, request.params);
    const asset = await findAsset(db, params.tenant, params['*']);
    if (!asset) throw new ApiError('file.not_found', DEFAULT_LOCALE);
    // URLs carry the theme version as ?v=, so a file at a given URL never changes.
    return sendPublicFile(reply, asset.contentType, asset.bytes);
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/http-error.ts';
import { parseInput } from '../../http/parse-input.ts';
import { sendPublicFile } from '../../http/public-file.ts';
import { findAsset } from './storage-service.ts';

const storageParamsSchema = z.object({ tenant: z.string(), '*': z.string() });

/** `GET /storage/:tenant/*`: brand images, icons and banners, readable from any origin. */
export const storageRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/storage/:tenant/*', async (request, reply) => {
    const params = parseInput(storageParamsSchema, request.params);
    const asset = await findAsset(db, params.tenant, params['*']);
    if (!asset) throw notFound('Arquivo não encontrado.');
    // URLs carry the theme version as ?v=, so a file at a given URL never changes.
    return sendPublicFile(reply, asset.contentType, asset.bytes);
  });
};

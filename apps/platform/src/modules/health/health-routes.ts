import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { healthSchema } from '@vitrine/contract/errors.ts';

/** Liveness for load balancers and the start scripts. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply): Promise<z.infer<typeof healthSchema>> => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
};

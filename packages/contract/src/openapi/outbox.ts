import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { outboxQuerySchema, outboxResponseSchema } from '../accounts.ts';
import { ok } from './responses.ts';

/** Demo mode's outbox: what the stand-in e-mail and SMS senders "sent". */
export const outboxPaths = {
  '/demo/outbox': {
    get: {
      summary: 'Demo mode: the e-mails and SMS sent to an address, newest first',
      requestParams: { query: outboxQuerySchema },
      responses: { '200': ok(outboxResponseSchema) },
    },
  },
} satisfies ZodOpenApiPathsObject;

import type { FastifyError, FastifyInstance } from 'fastify';
import type { LaravelError } from '@vitrine/contract/errors.ts';
import { HttpError } from './http-error.ts';

const SERVER_ERROR = 'Erro interno do servidor.';

function isFastifyClientError(error: unknown): error is FastifyError & { statusCode: number } {
  return (
    error instanceof Error &&
    'statusCode' in error &&
    typeof error.statusCode === 'number' &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  );
}

/** One place turns every failure into the Laravel body `{ message, errors? }` (§8). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.toBody());
    }
    // Fastify's own client errors (bad JSON, body too large, unsupported media type …).
    if (isFastifyClientError(error)) {
      const body: LaravelError = { message: error.message };
      return reply.status(error.statusCode).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    const body: LaravelError = { message: SERVER_ERROR };
    return reply.status(500).send(body);
  });

  app.setNotFoundHandler((_request, reply) => {
    const body: LaravelError = { message: 'Rota não encontrada.' };
    return reply.status(404).send(body);
  });
}

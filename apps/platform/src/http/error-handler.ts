import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LaravelError } from '@vitrine/contract/errors.ts';
import { DEFAULT_LOCALE } from '@vitrine/contract/locale.ts';
import { ApiError } from './errors.ts';
import { HttpError } from './http-error.ts';

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
    // The last resort answers in Portuguese, whatever the request's language.
    const { statusCode, message } = new ApiError('server.error', DEFAULT_LOCALE);
    const body: LaravelError = { message };
    return reply.status(statusCode).send(body);
  });

  app.setNotFoundHandler((_request, reply) => {
    const { statusCode, message } = new ApiError('route.not_found', DEFAULT_LOCALE);
    const body: LaravelError = { message };
    return reply.status(statusCode).send(body);
  });
}

/**
 * Errors Fastify's router meets before any route or hook (an address whose escapes decode to no
 * text, FST_ERR_BAD_URL): answered with the Laravel body too, in place of Fastify's own
 * `{ error, code, statusCode }`. Fastify takes this as a server option.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body: LaravelError = { message: error.message };
  void reply.status(isFastifyClientError(error) ? error.statusCode : 400).send(body);
}

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Uploads: a document is at most 5 MB; the multipart envelope needs a little more. */
export const MULTIPART_BODY_LIMIT = 6 * 1024 * 1024;

const bodyDigests = new WeakMap<FastifyRequest, string>();

/** SHA-256 of the raw request body (empty string's digest without one): idempotency fingerprints. */
export function bodyDigest(request: FastifyRequest): string {
  return bodyDigests.get(request) ?? createHash('sha256').digest('hex');
}

/**
 * JSON and multipart bodies, both remembering the digest of their raw bytes. Multipart is parsed by
 * the WHATWG `Request.formData()` built into Node (undici), so no extra dependency is needed; the
 * handler receives a `FormData`.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    bodyDigests.set(request, createHash('sha256').update(text).digest('hex'));
    parseJson(request, text, done);
  });

  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MULTIPART_BODY_LIMIT },
    async (request: FastifyRequest, body: Buffer) => {
      bodyDigests.set(request, createHash('sha256').update(body).digest('hex'));
      const contentType = request.headers['content-type'] ?? '';
      try {
        return await new Request('http://multipart.invalid/', {
          method: 'POST',
          headers: { 'content-type': contentType },
          body,
        }).formData();
      } catch {
        throw Object.assign(new Error('Corpo multipart inválido.'), { statusCode: 400 });
      }
    },
  );
}

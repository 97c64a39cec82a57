import type { FastifyReply } from 'fastify';

/**
 * Sends a public file (a brand image, an avatar) whose URL never changes what it holds, so it is
 * cacheable forever and readable from any origin. The bytes are a Buffer: reply.send() sends only
 * those as bytes.
 */
export function sendPublicFile(reply: FastifyReply, contentType: string, bytes: Buffer) {
  return (
    reply
      .header('Content-Type', contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      // Plain GETs of images never preflight, so one header is all the CORS they need.
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(bytes)
  );
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Temporary signed URLs, as Laravel's `URL::temporarySignedRoute`: `?expires=<unix>&signature=<hmac>`
 * over the path. They let an <img> or a download link reach a private file without a header.
 */
export interface UrlSigner {
  /** The query string (without `?`) that makes `path` valid until `expiresAt`. */
  sign(path: string, expiresAt: Date): string;
  verify(path: string, query: { expires?: unknown; signature?: unknown }, now: Date): boolean;
}

/** With no key configured, a random one: links then stop working when the platform restarts. */
export function createUrlSigner(key: string | undefined): UrlSigner {
  const secret = key ? Buffer.from(key) : randomBytes(32);
  const mac = (path: string, expires: number) =>
    createHmac('sha256', secret).update(`${path}?expires=${expires}`).digest();
  return {
    sign(path, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return `expires=${expires}&signature=${mac(path, expires).toString('hex')}`;
    },
    verify(path, query, now) {
      const { expires, signature } = query;
      if (typeof expires !== 'string' || typeof signature !== 'string') return false;
      if (!/^\d{1,12}$/.test(expires) || !/^[a-f0-9]{64}$/.test(signature)) return false;
      const seconds = Number(expires);
      if (seconds * 1000 <= now.getTime()) return false;
      return timingSafeEqual(mac(path, seconds), Buffer.from(signature, 'hex'));
    },
  };
}

import { urlWithoutCredentials } from './url-without-credentials.ts';

// Light on purpose (no zod): the web's pages read it too (lib/sportsbook-script.ts).

/** Where a plain-http script may come from: a developer's own machine. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A third-party script's address a page may load: https (http only on the loopback), no user or
 * password in it; never `javascript:`, `data:`, `blob:`, `vbscript:` or a relative path.
 */
export function isScriptAddress(value: string): boolean {
  const url = urlWithoutCredentials(value);
  if (!url) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

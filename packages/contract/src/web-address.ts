import { urlWithoutCredentials } from './url-without-credentials.ts';

// Light on purpose (no zod): the web's chat and notification panels read it too.

const isControl = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};

/**
 * A link or image address a player may be shown: http or https, no user or password in it; never
 * `javascript:`, `data:`, `blob:`, `vbscript:`, a protocol-relative or a relative path.
 */
export function isWebAddress(value: string): boolean {
  // The URL parser drops tabs, newlines and edge spaces (`java\tscript:`); an address has none.
  if (/\s/.test(value) || [...value].some(isControl)) return false;
  const url = urlWithoutCredentials(value);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
}

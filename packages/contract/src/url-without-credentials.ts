// Light on purpose (no zod): web-address.ts and script-address.ts, which the web's pages read, build
// on it.

/**
 * `value` as an absolute URL that names no user or password, or null: the part both the addresses
 * a player is shown and the scripts a page loads must pass before their own rules.
 */
export function urlWithoutCredentials(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.username === '' && url.password === '' ? url : null;
}

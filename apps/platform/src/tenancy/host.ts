/**
 * The host name a tenant is looked up by: lower-case, without port, brackets or trailing dot, so
 * `LocalHost:3000`, `localhost.` and `localhost` all find the same tenant.
 */
export function normaliseHost(value: string): string {
  let host = value.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d*)?$/.exec(host);
  if (bracketed?.[1]) return bracketed[1];
  // A single colon is a port separator; more than one means a bare IPv6 address.
  if (host.split(':').length === 2) host = host.slice(0, host.indexOf(':'));
  return host.replace(/\.+$/, '');
}

/** The host name of an Origin header value, or null when it is not an http(s) origin. */
export function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return normaliseHost(url.hostname);
  } catch {
    return null;
  }
}

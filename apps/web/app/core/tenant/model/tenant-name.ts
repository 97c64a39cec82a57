// §7 "Other": the tenant of asset paths is the configured main-domain subdomain, else the first
// label of the host name without www, else a default name for localhost and private addresses.

const PRIVATE_HOST =
  /^(localhost|127(?:\.\d{1,3}){3}|10(?:\.\d{1,3}){3}|192\.168(?:\.\d{1,3}){2}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2}|0\.0\.0\.0|\[?::1\]?)$/;

export function isPrivateHost(host: string): boolean {
  return PRIVATE_HOST.test(host.toLowerCase());
}

export function tenantNameFor(
  host: string,
  configuredSubdomain: string | null | undefined,
  defaultTenant: string,
): string {
  const configured = configuredSubdomain?.trim();
  if (configured) return configured;
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  if (isPrivateHost(hostname)) return defaultTenant;
  const label = hostname.replace(/^www\./, '').split('.')[0];
  return label || defaultTenant;
}

export function logoUrl(storageUrl: string, tenantName: string, version: string): string {
  const base = storageUrl.replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(tenantName)}/logo.webp?v=${encodeURIComponent(version)}`;
}

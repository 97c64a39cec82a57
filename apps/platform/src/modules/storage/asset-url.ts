/**
 * Absolute URL of a stored asset. The theme version rides along as `?v=` so that assets can be
 * cached forever and still change when the operator publishes a new theme (§7 "Other").
 */
export function assetUrl(publicUrl: string, tenantSlug: string, path: string, version: string) {
  return `${publicUrl}/storage/${tenantSlug}/${path}?v=${encodeURIComponent(version)}`;
}

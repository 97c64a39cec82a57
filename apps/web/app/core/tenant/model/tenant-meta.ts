import type { SiteConfig } from '@vitrine/contract/site-config.ts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

function isThemeHolder(value: unknown): value is { tenant: { theme: SiteConfig } } {
  if (typeof value !== 'object' || value === null || !('tenant' in value)) return false;
  const tenant = value.tenant;
  return typeof tenant === 'object' && tenant !== null && 'theme' in tenant;
}

/** The theme from the root match, for route `meta` functions. */
export function themeFromMatches(matches: readonly (MatchLike | undefined)[]): SiteConfig | null {
  const root = matches.find((match) => match?.id === 'root');
  return root && isThemeHolder(root.loaderData) ? root.loaderData.tenant.theme : null;
}

/** Title and description for a page: "Page — Brand", falling back to the brand's own title. */
export function pageMeta(theme: SiteConfig | null, pageTitle?: string) {
  const siteTitle = theme?.siteTitle ?? 'Vitrine';
  const title = pageTitle ? `${pageTitle} — ${siteTitle}` : siteTitle;
  const tags: ({ title: string } | { name: string; content: string })[] = [{ title }];
  if (theme?.siteDescription) tags.push({ name: 'description', content: theme.siteDescription });
  return tags;
}

import type { SiteConfig } from '@vitrine/contract/site-config.ts';

/**
 * The sports experience a brand has (§2 routes, §3 `hasSports` and `betby`): Betby's sportsbook
 * when its integration is active, otherwise a game provider's sports product when the sports
 * feature is on, otherwise none (both `/sportsbook` and `/sports` are 404s, the navigation hides them).
 */
export type SportsExperience = 'sportsbook' | 'provider-sports' | null;

export function sportsExperience(theme: Pick<SiteConfig, 'hasSports' | 'betby'>): SportsExperience {
  if (theme.betby.active) return 'sportsbook';
  return theme.hasSports ? 'provider-sports' : null;
}

/** Where each experience lives (before the locale prefix). */
export const SPORTS_EXPERIENCE_PATH = {
  sportsbook: '/sportsbook',
  'provider-sports': '/sports',
} as const satisfies Record<NonNullable<SportsExperience>, string>;

/** The path of the brand's sports experience, or null when it has none. */
export function sportsPath(theme: Pick<SiteConfig, 'hasSports' | 'betby'>): string | null {
  const experience = sportsExperience(theme);
  return experience ? SPORTS_EXPERIENCE_PATH[experience] : null;
}

import { stripLocale } from '~/core/i18n/config';

/**
 * Pages the spec links to that are not built yet (issue 34 §6): a link to one would be a 404, so
 * the shell hides it until its page exists. The issue that builds a page removes its entry here,
 * and its links come back; `internal-links.test.tsx` checks that every link shown leads somewhere.
 */
export const PAGES_NOT_BUILT: readonly string[] = [];

/** Whether `href` (either language, with or without a query) leads to a page that exists yet. */
export function pageIsBuilt(href: string): boolean {
  const path = stripLocale(href.split(/[?#]/, 1)[0] ?? '');
  return !PAGES_NOT_BUILT.some((page) => path === page || path.startsWith(`${page}/`));
}

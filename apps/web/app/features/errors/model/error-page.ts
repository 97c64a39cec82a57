// §2 "Error page" and §8 "Error page by status".
import { pageIsBuilt } from '~/core/pages-not-built';

export type ErrorKind = 'unauthorized' | 'notFound' | 'other';

export function errorKind(status: number): ErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'notFound';
  return 'other';
}

/** ERR, the status code and the last 6 digits of the current time: `ERR-404-123456`. */
export function errorReference(status: number, timeMs: number): string {
  const digits = String(Math.trunc(timeMs)).slice(-6).padStart(6, '0');
  return `ERR-${status}-${digits}`;
}

/** A playful phrase chosen from the time, so server and browser agree on the same one. */
export function phraseIndex(timeMs: number, count: number): number {
  if (count <= 0) return 0;
  return Math.abs(Math.trunc(timeMs / 1000)) % count;
}

export interface ExploreLink {
  key: 'home' | 'casino' | 'sportsbook' | 'sports' | 'bonus';
  path: string;
}

/** 'Ou explore essas seções:' — sportsbook when the provider is on, sports when only sports is. */
export function exploreLinks(flags: { betbyActive: boolean; hasSports: boolean }): ExploreLink[] {
  const links: ExploreLink[] = [
    { key: 'home', path: '/' },
    { key: 'casino', path: '/casino' },
  ];
  if (flags.betbyActive) links.push({ key: 'sportsbook', path: '/sportsbook' });
  if (flags.hasSports && !flags.betbyActive) links.push({ key: 'sports', path: '/sports' });
  links.push({ key: 'bonus', path: '/bonus' });
  return links.filter((link) => pageIsBuilt(link.path));
}

/** The fatal message of a failed route validation: "Page Not Found" plus the path. */
export function pageNotFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

/** Data carried by 404s the app throws itself, so the page can show the same reference everywhere. */
export interface NotFoundData {
  message: string;
  path: string;
  at: number;
}

export function notFoundData(path: string, now = Date.now()): NotFoundData {
  return { message: pageNotFoundMessage(path), path, at: now };
}

export function isNotFoundData(value: unknown): value is NotFoundData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    'at' in value &&
    typeof value.at === 'number'
  );
}

import { type Locale, localizePath } from '~/core/i18n/config';

/** §2 routes of the profile area (Portuguese paths; English ones under /en). */
export const PROFILE_PATHS = {
  profile: '/user',
  accessData: '/user/edit/access-data',
  personalData: '/user/edit/personal-data',
  verification: '/user/edit/verification',
  transaction: '/user/edit/transaction',
  historyCasino: '/user/edit/history-casino',
  historySports: '/user/edit/history-sports',
} as const;

export type ProfilePage = keyof typeof PROFILE_PATHS;

export function profilePath(page: ProfilePage, locale: Locale, hash?: string): string {
  return localizePath(PROFILE_PATHS[page], locale) + (hash ? `#${hash}` : '');
}

/** The id of the privacy block on the personal-data page, for links straight to it. */
export const PRIVACY_SECTION_ID = 'privacidade';

import { type Locale, localizePath } from '~/core/i18n/config';

/** §2 the boxes' pages, in the page's language. */
export const boxPaths = {
  catalogue: (locale: Locale) => localizePath('/casino/crates', locale),
  box: (slug: string, locale: Locale) =>
    localizePath(`/casino/box/${encodeURIComponent(slug)}`, locale),
  fairness: (locale: Locale, drawId?: number) =>
    `${localizePath('/casino/crates/fairness', locale)}${drawId === undefined ? '' : `?draw=${drawId}`}`,
  mine: (locale: Locale) => localizePath('/account/boxes', locale),
  items: (locale: Locale) => localizePath('/account/items', locale),
};

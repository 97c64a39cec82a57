import { z } from 'zod';

import { DEFAULT_LOCALE, LOCALES } from './locales.ts';

export { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';
export const localeSchema = z.enum(LOCALES).meta({ id: 'Locale' });

/** `?lang=` on content calls; anything unknown falls back to the default language. */
export const contentQuerySchema = z.object({
  lang: localeSchema.catch(DEFAULT_LOCALE).default(DEFAULT_LOCALE),
});

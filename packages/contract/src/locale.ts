import { z } from 'zod';

export const LOCALES = ['pt-BR', 'en'] as const;
export const DEFAULT_LOCALE = 'pt-BR';
export const localeSchema = z.enum(LOCALES).meta({ id: 'Locale' });
export type Locale = z.infer<typeof localeSchema>;

/** `?lang=` on content calls; anything unknown falls back to the default language. */
export const contentQuerySchema = z.object({
  lang: localeSchema.catch(DEFAULT_LOCALE).default(DEFAULT_LOCALE),
});

import { z } from 'zod';
import type { Locale } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';

const titlesSchema = z.object({
  titles: z.object({
    games: z.string(),
    providers: z.string(),
    favorites: z.string(),
    recent: z.string(),
    play: z.string(),
  }),
});
export type CasinoTitle = keyof z.infer<typeof titlesSchema>['titles'];

/** A casino page's title in the page's language, for `meta` (which runs outside React). */
export async function casinoTitle(locale: Locale, key: CasinoTitle): Promise<string> {
  return titlesSchema.parse(await loadNamespace(locale, 'casino')).titles[key];
}

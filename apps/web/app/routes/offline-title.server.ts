import { z } from 'zod';
import type { Locale } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';

const offlineSchema = z.object({ offline: z.object({ metaTitle: z.string() }) });

/** The offline page's title in its language, for `meta` (which runs outside React). */
export async function offlineTitle(locale: Locale): Promise<string> {
  return offlineSchema.parse(await loadNamespace(locale, 'common')).offline.metaTitle;
}

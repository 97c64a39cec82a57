import { z } from 'zod';
import { localeFromPath } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';
import { STYLE_GUIDE_NAMESPACE, type StyleGuidePage } from './style-guide-route';

type Messages = Record<string, unknown>;

const titlesSchema = z.object({
  components: z.object({ metaTitle: z.string() }),
  animation: z.object({ metaTitle: z.string() }),
});

/**
 * What a style guide page's loader returns: its language, its title, and the namespaces it renders
 * with that are not part of the shell (the fields' messages come from `validation`).
 */
export async function loadStyleGuide(url: URL, page: StyleGuidePage, namespaces: string[] = []) {
  const locale = localeFromPath(url.pathname);
  const names = [STYLE_GUIDE_NAMESPACE, ...namespaces];
  const loaded = await Promise.all(names.map((name) => loadNamespace(locale, name)));
  const messages: Record<string, Messages> = Object.fromEntries(
    names.map((name, index) => [name, loaded[index] ?? {}]),
  );
  const title = titlesSchema.parse(messages[STYLE_GUIDE_NAMESPACE])[page].metaTitle;
  return { locale, title, messages };
}

import { useTranslation } from 'react-i18next';
import { InstallGuide } from '~/features/install/components/install-guide';
import type { InstallGuide as Guide } from '~/features/install/components/guide-picture';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { useTenant } from '~/core/tenant/tenant-context';
import { type Locale, localeFromPath, stripLocale } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';
import type { Route } from './+types/install-guide';
import { memoRoute } from '~/lib/memo-route';

const INSTALL_NAMESPACE = 'install';

const GUIDE_BY_PATH: Record<string, Guide> = {
  '/install': 'chrome',
  '/install-two': 'samsung',
  '/ios': 'ios',
};

function titleOf(messages: Record<string, unknown>, guide: Guide): string | undefined {
  const section = messages[guide];
  if (typeof section !== 'object' || section === null || !('title' in section)) return undefined;
  return typeof section.title === 'string' ? section.title : undefined;
}

/** §2 `/install`, `/install-two`, `/ios`: the install guides, one module mounted three times. */
export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const guide = GUIDE_BY_PATH[stripLocale(url.pathname)] ?? 'chrome';
  const messages = await loadNamespace(locale, INSTALL_NAMESPACE);
  return { locale, guide, messages, title: titleOf(messages, guide) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(themeFromMatches(matches), loaderData?.title);

/** The guides' messages, handed over by the loader so the page renders translated at once. */
function useInstallMessages(locale: Locale, messages: Record<string, unknown>): void {
  const { i18n } = useTranslation();
  // Idempotent, and needed before the first child renders (also on the server), so not an effect.
  if (!i18n.hasResourceBundle(locale, INSTALL_NAMESPACE)) {
    i18n.addResourceBundle(locale, INSTALL_NAMESPACE, messages, true, false);
  }
}

function InstallGuidePage({ loaderData }: Route.ComponentProps) {
  useInstallMessages(loaderData.locale, loaderData.messages);
  const { theme } = useTenant();
  return <InstallGuide guide={loaderData.guide} locale={loaderData.locale} site={theme.siteName} />;
}

export default memoRoute(InstallGuidePage);

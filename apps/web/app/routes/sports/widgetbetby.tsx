import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { buttonClasses } from '~/components/ui/button';
import type { BTRendererClass } from '~/features/sportsbook/model/renderer-options';
import { SPORTSBOOK_PATH } from '~/features/sportsbook/model/widget-path';
import {
  SPORTSBOOK_NAMESPACE,
  useSportsbookMessages,
} from '~/features/sportsbook/sportsbook-messages';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { type Locale, localeFromPath, localizePath } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';
import type { Route } from './+types/widgetbetby';
import { BetbyPromo } from './betby-promo';
import { requireSportsExperience } from './sports-experience-gate.server';
import { memoRoute } from '~/lib/memo-route';

const titleSchema = z.object({ promo: z.object({ title: z.string() }) });

/** `/widgetbetby` (§2): the sportsbook's widgets page, for a brand whose Betby is active; a 404 otherwise. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const [, messages] = await Promise.all([
    requireSportsExperience(request, url, 'sportsbook'),
    loadNamespace(locale, SPORTSBOOK_NAMESPACE),
  ]);
  return { locale, messages, title: titleSchema.parse(messages).promo.title };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(themeFromMatches(matches), loaderData?.title);

function WidgetBetbyRoute({ loaderData }: Route.ComponentProps) {
  useSportsbookMessages(loaderData.locale, loaderData.messages);
  return <WidgetBetbyPage locale={loaderData.locale} />;
}

export default memoRoute(WidgetBetbyRoute);

/** Betby's promo widget on a page of its own, and the way to the whole sportsbook. */
export function WidgetBetbyPage({
  locale,
  loadRenderer,
}: {
  locale: Locale;
  /** Tests: a renderer without a script. */
  loadRenderer?: () => Promise<BTRendererClass>;
}) {
  const { t } = useTranslation(SPORTSBOOK_NAMESPACE);
  return (
    <div className="flex flex-col gap-4 py-4 sm:py-6">
      <h1 className="text-xl font-bold sm:text-2xl">{t('promo.title')}</h1>
      <BetbyPromo locale={locale} loadRenderer={loadRenderer} />
      <Link
        to={localizePath(SPORTSBOOK_PATH, locale)}
        className={`${buttonClasses('secondary')} self-start`}
      >
        {t('promo.seeAll')}
      </Link>
    </div>
  );
}

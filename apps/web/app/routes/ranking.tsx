import { isPlainRecord } from '@vitrine/contract/json-shapes.ts';
import { type Locale, localeFromPath } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { RankingPage } from '~/features/vip/components/ranking-page';
import { memoRoute } from '~/lib/memo-route';
import { useLoaderMessages } from './common/signed-in-area';
import type { Route } from './+types/ranking';

const NAMESPACE = 'vip';

/** The page's messages, so it renders and hydrates in its language at once. */
export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return { locale, messages: await loadNamespace(locale, NAMESPACE) };
}

/** The title for `meta` (outside React), read by hand: no schema in the page's first load. */
function rankingTitle(loaderData: unknown): string | undefined {
  const messages = isPlainRecord(loaderData) ? loaderData.messages : undefined;
  const page = isPlainRecord(messages) ? messages.page : undefined;
  const title = isPlainRecord(page) ? page.title : undefined;
  return typeof title === 'string' ? title : undefined;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(themeFromMatches(matches), rankingTitle(loaderData));

function RankingRoute({ loaderData }: Route.ComponentProps) {
  useLoaderMessages(loaderData.locale, NAMESPACE, loaderData.messages);
  return <Ranking locale={loaderData.locale} />;
}

export default memoRoute(RankingRoute);

/** `/ranking` ('VIP', issue 38): guests too; a guest is offered the registration, not sent away. */
export function Ranking({ locale }: { locale: Locale }) {
  return <RankingPage locale={locale} />;
}

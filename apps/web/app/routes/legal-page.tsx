import { data } from 'react-router';
import { LEGAL_PAGE_SLUGS } from '@vitrine/contract/content.ts';
import { ContentPage } from '~/features/content/components/content-page';
import { notFoundData } from '~/features/errors/model/error-page';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { stripLocale } from '~/core/i18n/config';
import type { Route } from './+types/legal-page';
import { loadContentPage } from './common/content-page-loader.server';
import { memoRoute } from '~/lib/memo-route';

const LEGAL_SLUGS: readonly string[] = LEGAL_PAGE_SLUGS;

export async function loader({ request, url }: Route.LoaderArgs) {
  // `url` is the page's URL; `request.url` would be the data request (`/terms.data`).
  const slug = stripLocale(url.pathname).slice(1);
  if (!LEGAL_SLUGS.includes(slug)) throw data(notFoundData(url.pathname), { status: 404 });
  return loadContentPage(request, url, slug);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(themeFromMatches(matches), loaderData?.page.title);

function LegalPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <ContentPage page={loaderData.page} locale={loaderData.locale} />;
}

export default memoRoute(LegalPage);

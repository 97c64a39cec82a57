import { data } from 'react-router';
import { pageSlugSchema } from '@vitrine/contract/content.ts';
import { ContentPage } from '~/features/content/components/content-page';
import { notFoundData } from '~/features/errors/model/error-page';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import type { Route } from './+types/content-page';
import { loadContentPage } from './common/content-page-loader.server';
import { memoRoute } from '~/lib/memo-route';

export async function loader({ request, url, params }: Route.LoaderArgs) {
  // §2 route validation: a malformed slug is a fatal 404 "Page Not Found" plus the path.
  const slug = pageSlugSchema.safeParse(params.slug);
  if (!slug.success) throw data(notFoundData(url.pathname), { status: 404 });
  return loadContentPage(request, url, slug.data);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(themeFromMatches(matches), loaderData?.page.title);

function DynamicContentPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <ContentPage page={loaderData.page} locale={loaderData.locale} />;
}

export default memoRoute(DynamicContentPage);

import { themeFromMatches } from '~/core/tenant/model/tenant-meta';
import type { Route } from './+types/new-components';
import { ComponentsGuide } from './components-guide';
import { styleGuideHeaders, styleGuideMeta, useStyleGuideMessages } from './style-guide-route';
import { loadStyleGuide } from './style-guide.server';
import { memoRoute } from '~/lib/memo-route';

/**
 * §2 `/NewComponents` (docs/product/tenant-and-shell.md "§2 Public routes": the path exactly as
 * written): the living style guide's components.
 */
export async function loader({ url }: Route.LoaderArgs) {
  // The fields show §5's messages from the first paint.
  return loadStyleGuide(url, 'components', ['validation']);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  styleGuideMeta(themeFromMatches(matches), loaderData?.title);

export const headers = styleGuideHeaders;

function NewComponentsPage({ loaderData }: Route.ComponentProps) {
  useStyleGuideMessages(loaderData.messages);
  return <ComponentsGuide locale={loaderData.locale} />;
}

export default memoRoute(NewComponentsPage);

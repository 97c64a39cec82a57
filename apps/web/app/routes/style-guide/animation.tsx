import { themeFromMatches } from '~/core/tenant/model/tenant-meta';
import type { Route } from './+types/animation';
import { AnimationGuide } from './animation-guide';
import { heldNavigation } from './held-navigation';
import { styleGuideHeaders, styleGuideMeta, useStyleGuideMessages } from './style-guide-route';
import { loadStyleGuide } from './style-guide.server';
import { memoRoute } from '~/lib/memo-route';

/**
 * §2 `/animation` (docs/product/tenant-and-shell.md "§2 Public routes": the path exactly as
 * written): the living style guide's animations.
 */
export async function loader({ url }: Route.LoaderArgs) {
  return loadStyleGuide(url, 'animation');
}

/** A navigation the loading bar demo holds open waits for it before loading the page's data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  await heldNavigation();
  return serverLoader();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  styleGuideMeta(themeFromMatches(matches), loaderData?.title);

export const headers = styleGuideHeaders;

function AnimationPage({ loaderData }: Route.ComponentProps) {
  useStyleGuideMessages(loaderData.messages);
  return <AnimationGuide />;
}

export default memoRoute(AnimationPage);

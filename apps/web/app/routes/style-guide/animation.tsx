import { themeFromMatches } from '~/features/tenant/model/tenant-meta';
import type { Route } from './+types/animation';
import { AnimationGuide } from './animation-guide';
import { styleGuideHeaders, styleGuideMeta, useStyleGuideMessages } from './style-guide-route';
import { loadStyleGuide } from './style-guide.server';

/** §2 `/animation` (NOTES.md: the path exactly as written): the living style guide's animations. */
export async function loader({ url }: Route.LoaderArgs) {
  return loadStyleGuide(url, 'animation');
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  styleGuideMeta(themeFromMatches(matches), loaderData?.title);

export const headers = styleGuideHeaders;

export default function AnimationPage({ loaderData }: Route.ComponentProps) {
  useStyleGuideMessages(loaderData.locale, loaderData.messages);
  return <AnimationGuide />;
}

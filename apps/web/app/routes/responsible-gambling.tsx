import { z } from 'zod';
import { localeFromPath } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';
import { requireSessionCookie } from '~/core/session/server/require-session.server';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { ResponsibleGamingPage } from '~/features/responsible-gaming/components/responsible-gaming-page';
import { memoRoute } from '~/lib/memo-route';
import { SignedInArea, useLoaderMessages } from './common/signed-in-area';
import type { Route } from './+types/responsible-gambling';

const NAMESPACE = 'responsible-gaming';

/** `/responsible-gambling` (§2 'Jogo Responsável', auth): signed-in players only. */
export async function loader({ request, url }: Route.LoaderArgs) {
  requireSessionCookie(request.headers.get('cookie'), url);
  const locale = localeFromPath(url.pathname);
  return { locale, messages: await loadNamespace(locale, NAMESPACE) };
}

const loaderDataSchema = z.object({
  messages: z.object({ page: z.object({ title: z.string() }) }),
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    themeFromMatches(matches),
    loaderDataSchema.safeParse(loaderData).data?.messages.page.title,
  );

function ResponsibleGamblingRoute({ loaderData }: Route.ComponentProps) {
  useLoaderMessages(loaderData.locale, NAMESPACE, loaderData.messages);
  return (
    <SignedInArea>
      <ResponsibleGamingPage locale={loaderData.locale} />
    </SignedInArea>
  );
}

export default memoRoute(ResponsibleGamblingRoute);

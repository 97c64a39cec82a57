import { z } from 'zod';
import { localeFromPath } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';
import { requireSessionCookie } from '~/core/session/server/require-session.server';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { useTenant } from '~/core/tenant/tenant-context';
import { ReferralsPage } from '~/features/referrals/components/referrals-page';
import { memoRoute } from '~/lib/memo-route';
import { SignedInArea, useLoaderMessages } from './common/signed-in-area';
import type { Route } from './+types/refers';

const NAMESPACE = 'referrals';

/** §2 "Authenticated routes" `/refers`: guests go to the login first; the page's messages. */
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

/** `/refers` ('Indique um amigo', issue 38). */
function RefersRoute({ loaderData }: Route.ComponentProps) {
  useLoaderMessages(loaderData.locale, NAMESPACE, loaderData.messages);
  const { theme } = useTenant();
  return (
    <SignedInArea>
      <ReferralsPage locale={loaderData.locale} regulated={theme.is_regulated} />
    </SignedInArea>
  );
}

export default memoRoute(RefersRoute);

import { z } from 'zod';
import { type Locale, localeFromPath } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';
import { useSessionState } from '~/core/session/session-context';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { ResponsibleGamingGuestPage } from '~/features/responsible-gaming/components/responsible-gaming-guest-page';
import { ResponsibleGamingPage } from '~/features/responsible-gaming/components/responsible-gaming-page';
import { memoRoute } from '~/lib/memo-route';
import { SignedInArea, useLoaderMessages } from './common/signed-in-area';
import type { Route } from './+types/responsible-gambling';

const NAMESPACE = 'responsible-gaming';

/**
 * `/responsible-gambling` (§2 'Jogo Responsável', auth). Unlike the other signed-in areas a guest
 * is not sent to the login: the risk warning of the sign-in and of the registration links its
 * warning signs (`#sinais`), and the central self-exclusion must be reachable without a password.
 * The guest gets the sign-in offer and the help; the tools stay behind the sign-in.
 */
export async function loader({ url }: Route.LoaderArgs) {
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
  return <ResponsibleGambling locale={loaderData.locale} />;
}

export default memoRoute(ResponsibleGamblingRoute);

/** The player's tools when signed in (or while the session is restored), the guest view otherwise. */
export function ResponsibleGambling({ locale }: { locale: Locale }) {
  const guest = useSessionState((state) => state.status === 'guest');
  if (guest) {
    return (
      <div className="flex flex-col gap-4 py-4 sm:py-6">
        <ResponsibleGamingGuestPage locale={locale} />
      </div>
    );
  }
  return (
    <SignedInArea>
      <ResponsibleGamingPage locale={locale} />
    </SignedInArea>
  );
}

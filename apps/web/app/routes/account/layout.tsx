import { Outlet } from 'react-router';
import { z } from 'zod';
import { localeFromPath } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';
import { SignedInArea, useLoaderMessages } from '../common/signed-in-area';
import { requireSessionCookie } from '~/core/session/server/require-session.server';
import type { Route } from './+types/layout';
import { memoRoute } from '~/lib/memo-route';

const WALLET_NAMESPACE = 'wallet';

/** `/account` and everything under it (§2 "Authenticated routes"): signed-in players only. */
export async function loader({ request, url }: Route.LoaderArgs) {
  requireSessionCookie(request.headers.get('cookie'), url);
  const locale = localeFromPath(url.pathname);
  return { locale, walletMessages: await loadNamespace(locale, WALLET_NAMESPACE) };
}

const layoutDataSchema = z.object({
  walletMessages: z.object({ page: z.object({ title: z.string() }) }),
});

/** The wallet page's title for `meta` (which runs outside React). */
export function walletTitle(matches: readonly ({ loaderData?: unknown } | undefined)[]) {
  for (const match of matches) {
    const parsed = layoutDataSchema.safeParse(match?.loaderData);
    if (parsed.success) return parsed.data.walletMessages.page.title;
  }
  return undefined;
}

function AccountLayout({ loaderData }: Route.ComponentProps) {
  useLoaderMessages(loaderData.locale, WALLET_NAMESPACE, loaderData.walletMessages);
  return (
    <SignedInArea>
      <Outlet />
    </SignedInArea>
  );
}

export default memoRoute(AccountLayout);

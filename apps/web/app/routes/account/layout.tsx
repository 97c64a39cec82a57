import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { z } from 'zod';
import { ProfileSessionProvider } from '~/features/profile/profile-session-context';
import { localeFromPath, type Locale } from '~/i18n/config';
import { loadNamespace } from '~/i18n/resources';
import { requireSessionCookie } from '../user/require-session.server';
import { useProfileSessionBridge } from '../user/use-profile-session';
import type { Route } from './+types/layout';

const WALLET_NAMESPACE = 'wallet';

/** `/account` and everything under it (§2 "Authenticated routes"): signed-in players only. */
export async function loader({ request, url }: Route.LoaderArgs) {
  requireSessionCookie(request.headers.get('cookie'), url);
  const locale = localeFromPath(url.pathname);
  return { locale, walletMessages: await loadNamespace(locale, WALLET_NAMESPACE) };
}

/** The `wallet` namespace arrives with the page, so it renders and hydrates translated. */
function useWalletMessages(locale: Locale, messages: Record<string, unknown>): void {
  const { i18n } = useTranslation();
  // Idempotent, and needed before the first child renders (also on the server), so not an effect.
  if (!i18n.hasResourceBundle(locale, WALLET_NAMESPACE)) {
    i18n.addResourceBundle(locale, WALLET_NAMESPACE, messages, true, false);
  }
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

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  useWalletMessages(loaderData.locale, loaderData.walletMessages);
  const session = useProfileSessionBridge();
  return (
    <ProfileSessionProvider value={session}>
      <div className="flex flex-col gap-4 py-4 sm:py-6">
        <Outlet />
      </div>
    </ProfileSessionProvider>
  );
}

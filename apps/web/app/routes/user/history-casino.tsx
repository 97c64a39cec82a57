import { usePlayerSession } from '~/core/session/hooks/use-player-session';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { CasinoBetHistory } from '~/features/wallet/components/casino-bet-history';
import { intlLocale, localeFromPath } from '~/core/i18n/config';
import type { Route } from './+types/history-casino';
import { profileTitle } from '~/features/profile/model/profile-messages';
import { loadWalletMessages, useWalletMessages } from '~/features/wallet/model/wallet-messages';
import { memoRoute } from '~/lib/memo-route';

export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return { locale, walletMessages: await loadWalletMessages(locale) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(themeFromMatches(matches), profileTitle(matches, 'wallet'));

/** `/user/edit/history-casino` (§2 "Carteira"): the player's casino bets and wins. */
function HistoryCasinoPage({ loaderData }: Route.ComponentProps) {
  useWalletMessages(loaderData.locale, loaderData.walletMessages);
  const { ready } = usePlayerSession();
  return (
    <CasinoBetHistory
      enabled={ready}
      locale={loaderData.locale}
      intl={intlLocale(loaderData.locale)}
    />
  );
}

export default memoRoute(HistoryCasinoPage);

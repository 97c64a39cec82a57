import { usePlayerSession } from '~/core/session/hooks/use-player-session';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { SportsBetHistory } from '~/features/wallet/components/sports-bet-history';
import { intlLocale, localeFromPath } from '~/core/i18n/config';
import { requireSportsExperience } from '../sports/sports-experience-gate.server';
import type { Route } from './+types/history-sports';
import { profileTitle } from '~/features/profile/model/profile-messages';
import { loadWalletMessages, useWalletMessages } from '~/features/wallet/model/wallet-messages';
import { memoRoute } from '~/lib/memo-route';

/** Only for a brand whose Betby sportsbook is active; a 404 otherwise. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const [, walletMessages] = await Promise.all([
    requireSportsExperience(request, url, 'sportsbook'),
    loadWalletMessages(locale),
  ]);
  return { locale, walletMessages };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(themeFromMatches(matches), profileTitle(matches, 'sportsBets'));

/** `/user/edit/history-sports` (our extension): the player's sportsbook bets. */
function HistorySportsPage({ loaderData }: Route.ComponentProps) {
  useWalletMessages(loaderData.locale, loaderData.walletMessages);
  const { ready } = usePlayerSession();
  return (
    <SportsBetHistory
      enabled={ready}
      locale={loaderData.locale}
      intl={intlLocale(loaderData.locale)}
    />
  );
}

export default memoRoute(HistorySportsPage);

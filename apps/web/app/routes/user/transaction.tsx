import { usePlayerSession } from '~/core/session/hooks/use-player-session';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { TransactionHistory } from '~/features/wallet/components/transaction-history';
import { intlLocale, localeFromPath } from '~/core/i18n/config';
import type { Route } from './+types/transaction';
import { profileTitle } from '~/features/profile/model/profile-messages';
import { loadWalletMessages, useWalletMessages } from '~/features/wallet/model/wallet-messages';
import { memoRoute } from '~/lib/memo-route';

export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return { locale, walletMessages: await loadWalletMessages(locale) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(themeFromMatches(matches), profileTitle(matches, 'wallet'));

/** `/user/edit/transaction` (§2 "Carteira"): the player's transactions by type and period. */
function TransactionPage({ loaderData }: Route.ComponentProps) {
  useWalletMessages(loaderData.locale, loaderData.walletMessages);
  const { ready } = usePlayerSession();
  return <TransactionHistory enabled={ready} intl={intlLocale(loaderData.locale)} />;
}

export default memoRoute(TransactionPage);

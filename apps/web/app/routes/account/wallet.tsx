import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '~/features/profile/api/get-profile';
import { usePlayerSession } from '~/core/session/hooks/use-player-session';
import { useDepositRequest } from '~/core/session/hooks/use-deposit-request';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { useTenant } from '~/core/tenant/tenant-context';
import { CashbackCard } from '~/features/bonuses/components/cashback-card';
import { WalletBalances } from '~/features/wallet/components/wallet-balances';
import { WithdrawalList } from '~/features/wallet/components/withdrawal-list';
import { WithdrawDialog } from '~/features/wallet/components/withdraw/withdraw-dialog';
import { usePageLocale } from '~/features/profile/hooks/use-page-locale';
import { profilePath } from '~/features/profile/model/profile-paths';
import type { Route } from './+types/wallet';
import { walletTitle } from './layout';
import { memoRoute } from '~/lib/memo-route';
import { useRewardWallet } from '../common/use-reward-wallet';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(themeFromMatches(matches), walletTitle(matches));

/** The profile as the withdraw flow's gates read it: fresh, or why not. */
function playerForGates(profile: ReturnType<typeof useProfile>) {
  if (profile.isFetching) return null;
  if (profile.data) return profile.data.data;
  return profile.isError ? 'failed' : null;
}

/** `/account/wallet` (§2 'Carteira'): balances, deposit and withdraw, the cashback and the withdrawals. */
function WalletPage() {
  const { t } = useTranslation('wallet');
  const { locale } = usePageLocale();
  const { theme } = useTenant();
  const { ready } = usePlayerSession();
  const requestDeposit = useDepositRequest();
  const [withdrawing, setWithdrawing] = useState(false);
  // The full profile: the session knows neither the documents' status nor the CPF (§5 gates).
  const profile = useProfile();
  const onWallet = useRewardWallet();

  return (
    <>
      <h1 className="text-2xl font-bold">{t('page.title')}</h1>
      <WalletBalances
        enabled={ready}
        locale={locale}
        hasBoxes={theme.hasBoxes}
        onDeposit={() => requestDeposit()}
        onWithdraw={() => {
          // The documents may have been reviewed since: the gates read the profile as it is now.
          void profile.refetch();
          setWithdrawing(true);
        }}
      />
      {/* Issue 37: the cashback beside the balances; nothing when the brand has none. */}
      <CashbackCard enabled={ready} locale={locale} onWallet={onWallet} quiet />
      <WithdrawalList enabled={ready} locale={locale} />
      <Link to={profilePath('transaction', locale)} className="self-start font-semibold underline">
        {t('page.allMovements')}
      </Link>
      {withdrawing && (
        <WithdrawDialog
          onClose={() => setWithdrawing(false)}
          settings={theme}
          player={playerForGates(profile)}
          onRetryPlayer={() => void profile.refetch()}
          locale={locale}
        />
      )}
    </>
  );
}

export default memoRoute(WalletPage);

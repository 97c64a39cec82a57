import type { Bonus } from '@vitrine/contract/bonuses.ts';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '~/core/i18n/config';
import { usePlayerReady } from '~/core/session/hooks/use-player-ready';
import { useSessionState } from '~/core/session/session-context';
import { useBonuses } from '../api/get-bonuses';
import { ActiveBonusCard } from './active-bonus-card';
import { BonusGuest } from './bonus-guest';
import { BonusHistory } from './bonus-history';
import { CashbackCard } from './cashback-card';

// The confirmation (Radix's dialog, ~22 KB) loads when a player asks to cancel: a guest and a
// player without an active bonus never need it (docs/performance.md, first-load JS).
const CancelBonusDialog = lazy(() =>
  import('./cancel-bonus-dialog').then((module) => ({ default: module.CancelBonusDialog })),
);

const HEADING_ID = 'bonus-page-heading';

/**
 * `/bonus` ('Bônus', issue 37): the active bonus with its rollover, the cashback and the history.
 * A guest gets the offers, what it is for and the registration. A regulated brand advertises no bonus (Lei
 * 14.790/2023, docs/product/bonuses.md): the cashback (to loyalty) and the history only.
 */
export function BonusPage({
  locale,
  regulated,
  bonusBalance,
  onWallet,
  guestOffers,
}: {
  locale: Locale;
  regulated: boolean;
  /** What a guest is offered above the registration: the tenant's promotions (issue 37). */
  guestOffers?: ReactNode;
  /** The wallet's bonus balance, once known: what cancelling loses. */
  bonusBalance: number | null;
  onWallet: (wallet: Wallet) => void;
}) {
  const { t } = useTranslation('bonuses');
  const guest = useSessionState((state) => state.status === 'guest');
  const ready = usePlayerReady();
  const bonuses = useBonuses(ready && !guest);
  const [cancelling, setCancelling] = useState<Bonus | null>(null);
  const first = bonuses.data?.pages[0]?.data[0];
  const active = first?.status === 'active' ? first : null;
  // With a bonus to cancel on the page, its confirmation is fetched ahead of the tap.
  const cancellable = active !== null && !regulated;
  useEffect(() => {
    if (cancellable) void import('./cancel-bonus-dialog');
  }, [cancellable]);

  return (
    <div className="flex flex-col gap-4 py-4 sm:py-6">
      <div className="flex flex-col gap-1">
        <h1 id={HEADING_ID} tabIndex={-1} className="text-2xl font-bold outline-none">
          {t('page.title')}
        </h1>
        <p className="text-fg-muted">{t(regulated ? 'page.regulatedIntro' : 'page.intro')}</p>
        {regulated && <p className="text-sm">{t('page.regulatedNote')}</p>}
      </div>
      {guest ? (
        <BonusGuest locale={locale} regulated={regulated} offers={guestOffers} />
      ) : (
        <>
          {active && !regulated && (
            <ActiveBonusCard
              bonus={active}
              locale={locale}
              onCancel={() => setCancelling(active)}
            />
          )}
          <CashbackCard enabled={ready} locale={locale} onWallet={onWallet} />
          <BonusHistory query={bonuses} locale={locale} regulated={regulated} />
        </>
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <CancelBonusDialog
            bonus={cancelling}
            bonusBalance={bonusBalance}
            locale={locale}
            onWallet={onWallet}
            onClose={() => setCancelling(null)}
            onDone={() => document.getElementById(HEADING_ID)?.focus()}
          />
        </Suspense>
      )}
    </div>
  );
}

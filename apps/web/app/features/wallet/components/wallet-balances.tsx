import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { intlLocale, localizePath, type Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';
import { useWallet } from '../api/get-wallet';
import { LoyaltyCashoutDialog } from './loyalty-cashout-dialog';

const BONUS_PATH = '/bonus';

/**
 * The wallet page's balances — all of it, and the part that can be withdrawn
 * (`balance_withdrawal`), the bonus balance while above zero, and the loyalty wallet — with the
 * deposit and withdraw actions. The same query as the header's.
 */
export function WalletBalances({
  enabled,
  locale,
  onDeposit,
  onWithdraw,
  hasBoxes = false,
}: {
  enabled: boolean;
  locale: Locale;
  onDeposit: () => void;
  onWithdraw: () => void;
  /** The tenant has boxes (§3 `hasBoxes`): their prizes may land in the loyalty wallet. */
  hasBoxes?: boolean;
}) {
  const { t } = useTranslation('wallet');
  const wallet = useWallet(enabled);
  const brl = (centavos: number) => formatBRL(centavos, intlLocale(locale));
  const [cashingOut, setCashingOut] = useState(false);
  const [cashedOut, setCashedOut] = useState<number | null>(null);
  const loyalty = wallet.data?.loyalty_balance ?? 0;
  // Issue 37: the bonus is never withdrawable; shown apart while there is any.
  const bonus = wallet.data?.bonus_balance ?? 0;
  // Issue 36: the loyalty wallet beside cash, once it holds something or the brand has boxes.
  const showsLoyalty = wallet.data !== undefined && (loyalty > 0 || hasBoxes);

  const amount = (value: number | undefined) =>
    value === undefined ? (
      <Skeleton className="mt-1 h-8 w-32" />
    ) : (
      <span className="text-2xl font-bold tabular-nums">{brl(value)}</span>
    );

  return (
    <section
      aria-labelledby="balances-heading"
      aria-busy={wallet.isPending}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6"
    >
      <h2 id="balances-heading" className="sr-only">
        {t('page.balances')}
      </h2>
      {wallet.isError && !wallet.data ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{t('page.unavailable')}</p>
          <Button variant="secondary" size="sm" onClick={() => void wallet.refetch()}>
            {t('page.retry')}
          </Button>
        </div>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col">
            <dt className="text-sm text-fg-muted">{t('page.balance')}</dt>
            <dd className="min-h-9">{amount(wallet.data?.balance)}</dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-sm text-fg-muted">{t('page.withdrawable')}</dt>
            <dd className="min-h-9">{amount(wallet.data?.balance_withdrawal)}</dd>
          </div>
          {bonus > 0 && (
            <div className="flex flex-col items-start">
              <dt className="text-sm text-fg-muted">{t('page.bonusBalance')}</dt>
              <dd className="flex flex-col items-start gap-1">
                {amount(bonus)}
                <Link
                  to={localizePath(BONUS_PATH, locale)}
                  className="text-sm font-semibold underline"
                >
                  {t('page.bonusLink')}
                </Link>
              </dd>
            </div>
          )}
          {showsLoyalty && (
            <div className="flex flex-col items-start gap-1">
              <dt className="text-sm text-fg-muted">{t('loyalty.balance')}</dt>
              <dd className="flex flex-col items-start gap-2">
                {amount(loyalty)}
                <span className="text-xs text-fg-muted">{t('loyalty.hint')}</span>
                {loyalty > 0 && (
                  <Button variant="secondary" size="sm" onClick={() => setCashingOut(true)}>
                    {t('loyalty.cashout')}
                  </Button>
                )}
              </dd>
            </div>
          )}
        </dl>
      )}
      <p role="status" className={cashedOut === null ? 'sr-only' : 'text-sm'}>
        {cashedOut === null ? '' : t('loyalty.done', { amount: brl(cashedOut) })}
      </p>
      {cashingOut && (
        <LoyaltyCashoutDialog
          loyalty={loyalty}
          intl={intlLocale(locale)}
          onClose={() => setCashingOut(false)}
          onDone={(moved) => {
            setCashedOut(moved);
            setCashingOut(false);
          }}
        />
      )}
      {wallet.isPending && (
        <span className="sr-only" role="status">
          {t('page.loading')}
        </span>
      )}
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button onClick={onDeposit}>{t('page.deposit')}</Button>
        <Button variant="secondary" onClick={onWithdraw}>
          {t('page.withdraw')}
        </Button>
      </div>
    </section>
  );
}

import type { CashbackResponse } from '@vitrine/contract/bonuses.ts';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import { Skeleton } from '~/components/ui/skeleton';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';
import { useClaimCashback } from '../api/claim-cashback';
import { useCashback } from '../api/get-cashback';
import { useVisibleClock } from '../hooks/use-visible-clock';
import {
  claimableEntry,
  claimableNow,
  formatCountdown,
  nextLocked,
  nextUnlockOf,
} from '../model/cashback';
import { refusalOf } from '~/lib/http/http-error';

const HEADING_ID = 'cashback-heading';
const CARD_CLASSES =
  'flex min-h-56 flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6';

/**
 * The cashback (§4 "Cashback claim"): the total with the running week's entry, what can be claimed
 * now, the next unlock counting down, and the claim. Shown on `/bonus` and on the wallet page;
 * nothing at all when the brand has no cashback and the player no entry. `quiet`: a failure shows
 * nothing (the wallet page), instead of its retry.
 */
export function CashbackCard({
  enabled,
  locale,
  onWallet,
  quiet = false,
}: {
  enabled: boolean;
  locale: Locale;
  onWallet: (wallet: Wallet) => void;
  quiet?: boolean;
}) {
  const { t, ready } = useTranslation('bonuses');
  const cashback = useCashback(enabled);

  if (!ready) return null;
  if (!cashback.data) {
    if (cashback.isError) {
      return quiet ? null : (
        <section aria-labelledby={HEADING_ID} className={CARD_CLASSES}>
          <h2 id={HEADING_ID} className="text-lg font-bold">
            {t('cashback.heading')}
          </h2>
          <div role="alert" className="flex flex-col items-start gap-3">
            <p>{t('cashback.failed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void cashback.refetch()}>
              {t('cashback.retry')}
            </Button>
          </div>
        </section>
      );
    }
    // Quiet (the wallet page): a card that may never come reserves no room.
    return quiet ? null : (
      <section aria-labelledby={HEADING_ID} aria-busy className={CARD_CLASSES}>
        <h2 id={HEADING_ID} className="text-lg font-bold">
          {t('cashback.heading')}
        </h2>
        <p role="status" className="sr-only">
          {t('cashback.loading')}
        </p>
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-11 w-full" />
      </section>
    );
  }
  if (!cashback.data.enabled && cashback.data.entries.length === 0) return null;
  return <CashbackDetails data={cashback.data} locale={locale} onWallet={onWallet} />;
}

function CashbackDetails({
  data,
  locale,
  onWallet,
}: {
  data: CashbackResponse;
  locale: Locale;
  onWallet: (wallet: Wallet) => void;
}) {
  const { t } = useTranslation('bonuses');
  const brl = (centavos: number) => formatBRL(centavos, intlLocale(locale));
  const claim = useClaimCashback(onWallet);
  const lastUnlock = data.entries
    .map(nextUnlockOf)
    .filter((time): time is number => time !== null)
    .reduce<number | null>((last, time) => (last === null || time > last ? time : last), null);
  // Ticks until the last locked part has unlocked.
  const now = useVisibleClock(lastUnlock);
  const ready = claimableEntry(data.entries, now);
  const locked = nextLocked(data.entries, now);
  const wait = locked ? formatCountdown((locked.unlock - now) / 1000) : null;
  const toLoyalty = (ready ?? locked?.entry ?? data.entries[0])?.credited_to === 'loyalty';

  return (
    <section aria-labelledby={HEADING_ID} className={CARD_CLASSES}>
      <div className="flex flex-col gap-1">
        <h2 id={HEADING_ID} className="text-lg font-bold">
          {t('cashback.heading')}
        </h2>
        {data.enabled && data.percentage > 0 && (
          <p className="text-sm text-fg-muted">
            {t('cashback.percentage', { percentage: data.percentage })}
          </p>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <div className="flex flex-col">
          <dt className="text-sm text-fg-muted">{t('cashback.total')}</dt>
          <dd className="text-xl font-bold tabular-nums">{brl(data.total)}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-sm text-fg-muted">{t('cashback.claimable')}</dt>
          <dd className="text-xl font-bold tabular-nums">{brl(claimableNow(data.entries, now))}</dd>
        </div>
        <div className="col-span-2 flex flex-col sm:col-span-1">
          <dt className="text-sm text-fg-muted">{t('cashback.nextUnlock')}</dt>
          <dd className="text-xl font-bold tabular-nums">
            {wait ?? <span className="text-base font-normal">{t('cashback.noneLeft')}</span>}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-fg-muted">{t('cashback.totalHint')}</p>
      <p className="text-sm">
        {t(toLoyalty ? 'cashback.destinationLoyalty' : 'cashback.destinationCash')}
      </p>
      {/* Said once, when a part unlocks: not every second of the countdown. */}
      <p role="status" className="sr-only">
        {ready ? t('cashback.unlocked', { amount: brl(ready.next_amount) }) : ''}
      </p>
      <div className="flex flex-col gap-2">
        <Button
          className="w-full sm:w-auto sm:self-start"
          disabled={ready === null || claim.isPending}
          aria-busy={claim.isPending}
          onClick={() => {
            if (!ready) return;
            claim.mutate(ready, {
              onSuccess: (answer) =>
                toast.success(
                  t(
                    answer.entry.credited_to === 'loyalty'
                      ? 'cashback.claimedLoyalty'
                      : 'cashback.claimedCash',
                    { amount: brl(answer.amount) },
                  ),
                ),
            });
          }}
        >
          {claim.isPending
            ? t('cashback.claiming')
            : ready === null && wait !== null
              ? t('cashback.claimAt', { time: wait })
              : t('cashback.claim')}
        </Button>
        <FormError>
          {claim.isError ? (refusalOf(claim.error) ?? t('cashback.claimFailed')) : null}
        </FormError>
      </div>
    </section>
  );
}

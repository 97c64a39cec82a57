import { useTranslation } from 'react-i18next';
import { WalletIcon } from '~/components/ui/icons';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';
import { useWallet } from '../api/get-wallet';

/**
 * The signed-in player's balance in the header. Its box keeps one width from the first paint
 * (skeleton) to the amount, so nothing in the header moves when the wallet arrives; a screen
 * reader hears "Saldo: R$ 1.000,00". A bonus balance above zero is a small second line, "+ R$ 50,00
 * bônus" (docs/design/bonuses-plan.md "Money": the balance counts it).
 */
export function HeaderBalance({
  enabled,
  locale,
}: {
  /** The API client holds the player's token. */
  enabled: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation('common');
  const wallet = useWallet(enabled);

  let content;
  if (wallet.data) {
    const bonus = wallet.data.bonus_balance;
    content = (
      <span className="flex flex-col items-end leading-tight">
        <span>
          <span className="sr-only">{t('header.balanceLabel')}: </span>
          {formatBRL(wallet.data.balance, intlLocale(locale))}
        </span>
        {/* Inside the same height: the header's other items never move when it appears. */}
        {bonus > 0 && (
          <span className="text-[0.625rem] font-semibold text-accent">
            <span className="sr-only">{t('header.bonusLabel')}: </span>
            {t('header.bonusBalance', { amount: formatBRL(bonus, intlLocale(locale)) })}
          </span>
        )}
      </span>
    );
  } else if (wallet.isError) {
    content = (
      <>
        <span aria-hidden="true">R$ —</span>
        <span className="sr-only">{t('header.balanceUnavailable')}</span>
      </>
    );
  } else {
    content = (
      <>
        <span aria-hidden="true" className="h-3.5 w-16 animate-pulse rounded bg-surface-overlay" />
        <span className="sr-only">{t('header.balanceLoading')}</span>
      </>
    );
  }

  return (
    <p className="flex h-9 min-w-[6.75rem] shrink-0 items-center justify-center gap-1.5 rounded-lg border border-line bg-surface-raised px-2 text-sm font-bold whitespace-nowrap tabular-nums">
      <WalletIcon className="size-4 shrink-0 text-accent" />
      {content}
    </p>
  );
}

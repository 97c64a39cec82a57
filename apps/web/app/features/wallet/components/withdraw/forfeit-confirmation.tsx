import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';

/**
 * Before a withdrawal that gives up the active bonus (409 `bonuses.withdrawal_forfeits`): what it
 * costs, then the same withdrawal again with `forfeit_bonus`, or back to the amount as typed.
 */
export function ForfeitConfirmation({
  amount,
  bonusBalance,
  locale,
  pending,
  failure,
  onConfirm,
  onBack,
}: {
  /** The withdrawal's amount, in centavos. */
  amount: number;
  /** The bonus balance it would cost, in centavos. */
  bonusBalance: number;
  locale: Locale;
  pending: boolean;
  failure: string | null;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('wallet');
  const brl = (centavos: number) => formatBRL(centavos, intlLocale(locale));
  // The question takes the focus as it appears, so a screen reader hears it first.
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);
  return (
    <section
      aria-labelledby="forfeit-heading"
      aria-describedby="forfeit-text"
      className="flex flex-col gap-4"
    >
      <h3 id="forfeit-heading" ref={focusOnMount} tabIndex={-1} className="font-bold outline-none">
        {t('withdraw.forfeitTitle')}
      </h3>
      <p id="forfeit-text">{t('withdraw.forfeitText', { amount: brl(bonusBalance) })}</p>
      <p className="text-sm text-fg-muted">
        {t('withdraw.amountLabel')}: <span className="tabular-nums">{brl(amount)}</span>
      </p>
      <FormError>{failure}</FormError>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          {t('withdraw.forfeitBack')}
        </Button>
        <Button onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending ? t('withdraw.submitting') : t('withdraw.forfeitConfirm')}
        </Button>
      </div>
    </section>
  );
}

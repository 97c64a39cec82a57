import { CONFETTI_RARITIES, type PlayerPrize } from '@vitrine/contract/boxes.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Confetti } from '~/components/confetti';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import { formatBRL } from '~/lib/money';
import { useSellPrize } from '../api/sell-prize';
import { usePageLocale } from '../hooks/use-page-locale';
import { boxPaths } from '../model/box-paths';
import { RARITY_FRAME } from '../model/rarity';
import { refusalOf } from '~/lib/http/http-error';

/** The prize an opening won: sell it now for its value, or keep it in "Meus itens". */
export function PrizeResult({ prize, onKeep }: { prize: PlayerPrize; onKeep: () => void }) {
  const { t } = useTranslation('boxes');
  const { locale, intl } = usePageLocale();
  const sell = useSellPrize();
  const value = formatBRL(prize.value, intl);
  const sold = sell.data?.prize.sold_at != null || prize.sold_at !== null;
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      {CONFETTI_RARITIES.includes(prize.prize.rarity) && <Confetti />}
      <div
        className={`flex w-full max-w-xs flex-col items-center gap-1 rounded-2xl border-2 bg-surface-overlay p-4 ${RARITY_FRAME[prize.prize.rarity]}`}
      >
        <span className="text-sm text-fg-muted">{t(`prizes.rarities.${prize.prize.rarity}`)}</span>
        <span className="text-xl font-bold break-words">{prize.prize.name}</span>
        <span className="text-lg font-semibold tabular-nums">{value}</span>
      </div>
      {sold ? (
        <>
          <p>{t('opening.sold', { value })}</p>
          <Link to={boxPaths.items(locale)} className="font-semibold underline">
            {t('opening.itemsLink')}
          </Link>
        </>
      ) : (
        <>
          <FormError>
            {sell.isError ? (refusalOf(sell.error) ?? t('opening.failed')) : null}
          </FormError>
          <div className="grid w-full max-w-xs grid-cols-2 gap-2">
            <Button
              onClick={() => sell.mutate(prize.id)}
              disabled={sell.isPending}
              aria-busy={sell.isPending}
            >
              {sell.isPending ? t('opening.selling') : t('opening.sell', { value })}
            </Button>
            <Button variant="secondary" onClick={onKeep} disabled={sell.isPending}>
              {t('opening.keep')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

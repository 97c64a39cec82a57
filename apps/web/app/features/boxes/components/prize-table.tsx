import type { Prize } from '@vitrine/contract/boxes.ts';
import { useTranslation } from 'react-i18next';
import { formatBRL } from '~/lib/money';
import { formatOdds } from '../model/box-numbers';

/** A box's prize table: each prize's rarity, value and chance, in draw order. */
export function PrizeTable({
  boxName,
  prizes,
  intl,
}: {
  boxName: string;
  prizes: readonly Prize[];
  intl: string;
}) {
  const { t } = useTranslation('boxes');
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('prizes.caption', { box: boxName })}</caption>
      <thead className="text-fg-muted">
        <tr>
          <th scope="col" className="py-1 pr-2 font-semibold">
            {t('prizes.name')}
          </th>
          <th scope="col" className="py-1 pr-2 font-semibold">
            {t('prizes.rarity')}
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-semibold">
            {t('prizes.value')}
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            {t('prizes.odds')}
          </th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((prize) => (
          <tr key={prize.id} className="border-t border-line">
            <th scope="row" className="py-1.5 pr-2 font-normal break-words">
              {prize.name}
            </th>
            <td className="py-1.5 pr-2">{t(`prizes.rarities.${prize.rarity}`)}</td>
            <td className="py-1.5 pr-2 text-right tabular-nums">{formatBRL(prize.value, intl)}</td>
            <td className="py-1.5 text-right tabular-nums">
              {formatOdds(prize.probability, intl)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

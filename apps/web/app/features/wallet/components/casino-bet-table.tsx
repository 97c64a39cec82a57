import type { CasinoBet } from '@vitrine/contract/wallet.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { type Locale, localizePath } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';
import { useWindowedRows } from '~/lib/paging/use-windowed-rows';
import { BetPlacedAt, BetTableHead } from './history-states';

const COLUMNS = ['type', 'game', 'value', 'withBonus', 'refunded', 'date', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

/** A row's height on a wide screen, shared with the skeleton; on a phone a row is a small card. */
export const CASINO_BET_ROW_HEIGHT = 'h-60 sm:h-14';

const CELL = 'px-2 sm:py-2 sm:align-middle max-sm:flex max-sm:justify-between max-sm:gap-3';

/**
 * §3 casino bet table: type, game, value, with bonus, refunded, date, actions. A real table with
 * headers on wide screens; from 640 px down each row stacks into a card whose cells name their
 * column. Windowed as the lobby's grid is.
 */
export function CasinoBetTable({
  bets,
  locale,
  intl,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: {
  bets: readonly CasinoBet[];
  locale: Locale;
  intl: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation('wallet');
  const { frameRef, start, end, paddingBefore, paddingAfter } = useWindowedRows<HTMLTableElement>({
    count: bets.length,
    hasNextPage,
    isFetchingNextPage,
    onLoadMore,
  });
  const column = (name: Column) => t(`history.casino.columns.${name}`);
  // On a phone the header row is hidden, so each cell shows its column's name beside the value.
  const label = (name: Column) => (
    <span aria-hidden="true" className="text-fg-muted sm:hidden">
      {column(name)}
    </span>
  );
  const yesNo = (value: boolean) => t(value ? 'history.casino.yes' : 'history.casino.no');

  return (
    <table ref={frameRef} className="w-full border-collapse text-left">
      <caption className="sr-only">{t('history.casino.tableLabel')}</caption>
      <BetTableHead columns={COLUMNS} heading={column} />
      <tbody>
        {paddingBefore > 0 && (
          <tr aria-hidden="true" style={{ height: paddingBefore }} className="max-sm:block" />
        )}
        {bets.slice(start, end).map((bet) => (
          <tr
            key={bet.id}
            data-window-row
            className={`${CASINO_BET_ROW_HEIGHT} border-b border-line max-sm:flex max-sm:flex-col max-sm:justify-center max-sm:gap-1 max-sm:py-2`}
          >
            <td className={`${CELL} font-semibold`}>
              {label('type')}
              {t(`history.types.${bet.type}`)}
            </td>
            <td className={CELL}>
              {label('game')}
              <span className="min-w-0 truncate">
                {bet.game?.title ?? t('history.casino.gameGone')}
              </span>
            </td>
            <td className={`${CELL} tabular-nums`}>
              {label('value')}
              {formatBRL(bet.amount, intl)}
            </td>
            <td className={CELL}>
              {label('withBonus')}
              {yesNo(bet.with_bonus)}
            </td>
            <td className={CELL}>
              {label('refunded')}
              {yesNo(bet.refunded)}
            </td>
            <td className={CELL}>
              {label('date')}
              <BetPlacedAt at={bet.created_at} intl={intl} />
            </td>
            <td className={CELL}>
              {label('actions')}
              {bet.game && (
                <Link
                  to={localizePath(`/casino/${bet.game.providercode}/${bet.game.gamecode}`, locale)}
                  aria-label={t('history.casino.playGame', { game: bet.game.title })}
                  className={buttonClasses('secondary', 'sm')}
                >
                  {t('history.casino.play')}
                </Link>
              )}
            </td>
          </tr>
        ))}
        {paddingAfter > 0 && (
          <tr aria-hidden="true" style={{ height: paddingAfter }} className="max-sm:block" />
        )}
      </tbody>
    </table>
  );
}

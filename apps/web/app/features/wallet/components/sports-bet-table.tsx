import type { SportsBet, SportsBetStatus } from '@vitrine/contract/wallet.ts';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, StatusBadge } from '~/components/ui/badge';
import { formatBRL } from '~/lib/money';
import { BetPlacedAt, BetTableHead } from './history-states';

const COLUMNS = ['date', 'selections', 'stake', 'payout', 'status'] as const;
type Column = (typeof COLUMNS)[number];

const STATUS_TONES: Record<SportsBetStatus, BadgeTone> = {
  open: 'warning',
  won: 'success',
  lost: 'danger',
  refunded: 'neutral',
  discarded: 'neutral',
};

/** The skeleton's rows: about a single's height, on a phone (a card) and on a wide screen. */
export const SPORTS_BET_ROW_HEIGHT = 'h-52 sm:h-16';

const CELL = 'px-2 sm:py-2 sm:align-top max-sm:flex max-sm:justify-between max-sm:gap-3';

/**
 * The player's sportsbook bets: date, selections, stake, payout, status. A real table with headers
 * on wide screens; from 640 px down each row stacks into a card whose cells name their column. Not
 * windowed: a multiple's selections make rows of unequal height.
 */
export function SportsBetTable({ bets, intl }: { bets: readonly SportsBet[]; intl: string }) {
  const { t } = useTranslation('wallet');
  const column = (name: Column) => t(`history.sports.columns.${name}`);
  // On a phone the header row is hidden, so each cell shows its column's name beside the value.
  const label = (name: Column) => (
    <span aria-hidden="true" className="shrink-0 text-fg-muted sm:hidden">
      {column(name)}
    </span>
  );

  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{t('history.sports.tableLabel')}</caption>
      <BetTableHead columns={COLUMNS} heading={column} />
      <tbody>
        {bets.map((bet) => (
          <tr
            key={bet.id}
            className="border-b border-line max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:py-3"
          >
            <td className={CELL}>
              {label('date')}
              <BetPlacedAt at={bet.created_at} intl={intl} />
            </td>
            <td className={`${CELL} max-sm:flex-col max-sm:gap-1`}>
              {label('selections')}
              <BetSelections bet={bet} />
            </td>
            <td className={`${CELL} tabular-nums`}>
              {label('stake')}
              {formatBRL(bet.stake, intl)}
            </td>
            <td className={`${CELL} tabular-nums`}>
              {label('payout')}
              {formatBRL(bet.payout, intl)}
            </td>
            <td className={CELL}>
              {label('status')}
              <span>
                <StatusBadge tone={STATUS_TONES[bet.status]}>
                  {t(`history.sports.statuses.${bet.status}`)}
                </StatusBadge>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Múltipla", then each selection: event — market: outcome @ odds (text, never HTML). */
function BetSelections({ bet }: { bet: SportsBet }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-sm font-semibold text-fg-muted">
        {t(`history.sports.kinds.${bet.kind}`)}
      </span>
      {bet.selections.length === 0 ? (
        <span>{t('history.sports.noSelections')}</span>
      ) : (
        <ul className="flex flex-col gap-1">
          {bet.selections.map((selection, index) => (
            <li key={index} className="break-words">
              <span className="font-semibold">{selection.event}</span> — {selection.market}:{' '}
              {selection.outcome} @ <span className="tabular-nums">{selection.odds}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

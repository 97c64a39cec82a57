import { useSportsBets } from '../api/get-sports-bets';
import { BetHistory, type BetHistoryPageProps } from './bet-history';
import { SPORTS_BET_ROW_HEIGHT, SportsBetTable } from './sports-bet-table';

/** `/user/edit/history-sports`: the player's sportsbook bets, a page at a time. */
export function SportsBetHistory({ enabled, locale, intl }: BetHistoryPageProps) {
  return (
    <BetHistory
      kind="sports"
      locale={locale}
      bets={useSportsBets(enabled)}
      rowClassName={SPORTS_BET_ROW_HEIGHT}
    >
      {(bets) => <SportsBetTable bets={bets} intl={intl} />}
    </BetHistory>
  );
}

import { useCasinoBets } from '../api/get-casino-bets';
import { BetHistory, type BetHistoryPageProps } from './bet-history';
import { CASINO_BET_ROW_HEIGHT, CasinoBetTable } from './casino-bet-table';

/** `/user/edit/history-casino`: the player's casino bets and wins, a page at a time. */
export function CasinoBetHistory({ enabled, locale, intl }: BetHistoryPageProps) {
  return (
    <BetHistory
      kind="casino"
      locale={locale}
      bets={useCasinoBets(enabled)}
      rowClassName={CASINO_BET_ROW_HEIGHT}
    >
      {(bets, { hasNextPage, isFetchingNextPage, isError, loadMore }) => (
        <CasinoBetTable
          bets={bets}
          locale={locale}
          intl={intl}
          hasNextPage={hasNextPage && !isError}
          isFetchingNextPage={isFetchingNextPage}
          onLoadMore={loadMore}
        />
      )}
    </BetHistory>
  );
}

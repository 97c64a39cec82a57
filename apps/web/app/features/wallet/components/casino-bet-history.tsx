import type { Locale } from '~/core/i18n/config';
import { useCasinoBets } from '../api/get-casino-bets';
import { BetHistory } from './bet-history';
import { CASINO_BET_ROW_HEIGHT, CasinoBetTable } from './casino-bet-table';

/** `/user/edit/history-casino`: the player's casino bets and wins, a page at a time. */
export function CasinoBetHistory({
  enabled,
  locale,
  intl,
}: {
  enabled: boolean;
  locale: Locale;
  intl: string;
}) {
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

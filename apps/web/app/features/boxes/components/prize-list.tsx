import type { PlayerPrize } from '@vitrine/contract/boxes.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import { ListMessage } from '~/components/ui/list-message';
import { formatDate } from '~/lib/dates';
import { formatBRL } from '~/lib/money';
import { usePlayerPrizes } from '../api/get-player-prizes';
import { useSellPrize } from '../api/sell-prize';
import { usePageLocale } from '../hooks/use-page-locale';
import { boxPaths } from '../model/box-paths';
import { RARITY_FRAME } from '../model/rarity';
import { refusalOf } from '~/lib/http/http-error';
import { ListFooter, ListSkeletonRows } from './list-footer';

/** `/account/items` ('Meus itens'): every prize won, kept or sold, a page at a time. */
export function PrizeList({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('boxes');
  const { locale } = usePageLocale();
  const query = usePlayerPrizes(enabled);
  const prizes = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <>
      <h1 className="text-2xl font-bold">{t('items.title')}</h1>
      {!query.data ? (
        query.isError ? (
          <ListMessage
            role="alert"
            title={t('paging.failed')}
            action={<Button onClick={() => void query.refetch()}>{t('paging.retry')}</Button>}
          />
        ) : (
          <ListSkeletonRows label={t('paging.loading')} />
        )
      ) : prizes.length === 0 ? (
        <ListMessage
          role="status"
          title={t('items.emptyTitle')}
          text={t('items.emptyText')}
          action={
            <Link to={boxPaths.catalogue(locale)} className="font-semibold underline">
              {t('items.browse')}
            </Link>
          }
        />
      ) : (
        <>
          <ul aria-label={t('items.listLabel')} className="flex flex-col gap-2">
            {prizes.map((prize) => (
              <PrizeRow key={prize.id} prize={prize} />
            ))}
          </ul>
          <ListFooter
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            isError={query.isError}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </>
  );
}

function PrizeRow({ prize }: { prize: PlayerPrize }) {
  const { t } = useTranslation('boxes');
  const { locale, intl } = usePageLocale();
  const sell = useSellPrize();
  const value = formatBRL(prize.value, intl);
  // The sale's answer marks the row at once; the list is fetched again behind it.
  const soldAt = sell.data?.prize.sold_at ?? prize.sold_at;
  return (
    <li
      className={`flex flex-wrap items-center gap-3 rounded-xl border-l-4 border-y border-r border-y-line border-r-line bg-surface-raised p-3 ${RARITY_FRAME[prize.prize.rarity]}`}
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold break-words">{prize.prize.name}</span>
        <span className="text-sm text-fg-muted">
          {t(`prizes.rarities.${prize.prize.rarity}`)} · {t('items.from', { box: prize.box.name })}{' '}
          · <span className="tabular-nums">{value}</span>
        </span>
        <span className="text-sm">
          {soldAt === null
            ? t('items.kept')
            : t('items.soldOn', { date: formatDate(soldAt, { locale: intl }) })}
        </span>
        <FormError>
          {sell.isError ? (refusalOf(sell.error) ?? t('opening.failed')) : null}
        </FormError>
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        <Link
          to={boxPaths.fairness(locale, prize.draw.id)}
          aria-label={t('items.verifyNamed', { prize: prize.prize.name })}
          className="inline-flex min-h-11 items-center rounded-lg border border-line px-3 font-semibold hover:bg-surface-overlay"
        >
          {t('items.verify')}
        </Link>
        {soldAt === null && (
          <Button
            className="flex-1 sm:flex-none"
            onClick={() => sell.mutate(prize.id)}
            disabled={sell.isPending}
            aria-busy={sell.isPending}
          >
            {sell.isPending ? t('opening.selling') : t('items.sell', { value })}
          </Button>
        )}
      </div>
    </li>
  );
}

import type { Box } from '@vitrine/contract/boxes.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import { ListMessage } from '~/components/ui/list-message';
import { Skeleton } from '~/components/ui/skeleton';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import { useSessionStoreApi } from '~/core/session/session-context';
import { isHttpError, refusalOf } from '~/lib/http/http-error';
import { formatBRL } from '~/lib/money';
import { useBox } from '../api/get-box';
import { useBuyBox } from '../api/buy-box';
import { usePageLocale } from '../hooks/use-page-locale';
import { formatRtp } from '../model/box-numbers';
import { boxPaths } from '../model/box-paths';
import { BoxArt } from './box-art';
import { BoxPrice } from './box-card';
import { BoxOpening } from './box-opening';
import { PrizeTable } from './prize-table';

/** `/casino/box/{name}` (§2): one box, its prizes, and buying and opening it. */
export function BoxDetail({ slug }: { slug: string }) {
  const { t } = useTranslation('boxes');
  const { locale, intl } = usePageLocale();
  const query = useBox(slug);
  const back = (
    <Link to={boxPaths.catalogue(locale)} className="self-start font-semibold underline">
      {t('box.back')}
    </Link>
  );

  if (!query.data) {
    if (query.isError) {
      const missing = isHttpError(query.error) && query.error.status === 404;
      return (
        <div className="flex flex-col gap-4 py-4 sm:py-6">
          {missing ? (
            <>
              <h1 className="text-2xl font-bold">{t('box.notFound')}</h1>
              <ListMessage role="alert" title={t('box.notFoundText')} />
            </>
          ) : (
            <ListMessage
              role="alert"
              title={t('catalogue.failed')}
              action={<Button onClick={() => void query.refetch()}>{t('catalogue.retry')}</Button>}
            />
          )}
          {back}
        </div>
      );
    }
    return (
      <div role="status" className="flex flex-col gap-4 py-4 sm:py-6">
        <span className="sr-only">{t('catalogue.loading')}</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  }

  const box = query.data.box;
  return (
    <div className="flex flex-col gap-4 py-4 sm:py-6">
      {back}
      <section className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-4 sm:flex-row sm:items-start sm:p-6">
        <BoxArt
          colour={box.colour}
          image={box.image}
          className="size-32 self-center sm:self-start"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <h1 className="text-2xl font-bold break-words">{box.name}</h1>
          {box.description && <p className="text-fg-muted">{box.description}</p>}
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-fg-muted">{t('box.price')}</dt>
              <dd className="font-semibold">
                <BoxPrice box={box} intl={intl} />
              </dd>
            </div>
            <div>
              <dt className="text-fg-muted">{t('catalogue.rtp')}</dt>
              <dd className="font-semibold tabular-nums">
                {box.rtp === null ? '—' : formatRtp(box.rtp, intl)}
              </dd>
            </div>
            <div>
              <dt className="text-fg-muted">{t('catalogue.expectedValue')}</dt>
              <dd className="font-semibold tabular-nums">{formatBRL(box.expected_value, intl)}</dd>
            </div>
          </dl>
          <BoxActions box={box} />
        </div>
      </section>
      <section aria-labelledby="prizes-heading" className="flex flex-col gap-2">
        <h2 id="prizes-heading" className="text-lg font-bold">
          {t('box.prizesTitle')}
        </h2>
        <PrizeTable boxName={box.name} prizes={query.data.prizes} intl={intl} />
      </section>
    </div>
  );
}

/**
 * Buying (a box for sale, unregulated tenants only) and then opening what was bought. A guest is
 * sent to register, as "Depositar" does; a reward-only box says where such boxes come from.
 */
function BoxActions({ box }: { box: Box }) {
  const { t } = useTranslation('boxes');
  const { locale, intl } = usePageLocale();
  const session = useSessionStoreApi();
  const { openModal } = useAuthModal();
  const buy = useBuyBox();
  const [opening, setOpening] = useState<number | null>(null);

  if (!box.for_sale || box.price === null) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-fg-muted">{t('box.rewardOnlyHint')}</p>
        <Link to={boxPaths.mine(locale)} className="self-start font-semibold underline">
          {t('box.myBoxes')}
        </Link>
      </div>
    );
  }
  if (opening !== null) {
    return <BoxOpening key={opening} playerBoxId={opening} onKeep={() => setOpening(null)} />;
  }
  const price = formatBRL(box.price, intl);
  return (
    <div className="flex flex-col gap-2">
      <FormError>{buy.isError ? (refusalOf(buy.error) ?? t('opening.failed')) : null}</FormError>
      <Button
        className="self-start"
        disabled={buy.isPending}
        aria-busy={buy.isPending}
        onClick={() => {
          if (session.getState().status === 'guest') {
            openModal('register');
            return;
          }
          buy.mutate(box.id, { onSuccess: (answer) => setOpening(answer.user_box.id) });
        }}
      >
        {buy.isPending ? t('box.buying') : t('box.buy', { price })}
      </Button>
    </div>
  );
}

import type { Box } from '@vitrine/contract/boxes.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';
import { formatRtp } from '../model/box-numbers';
import { boxPaths } from '../model/box-paths';
import { BoxArt } from './box-art';
import { PrizeTable } from './prize-table';

/** What a box costs: its price, or "Somente recompensa" when it is not sold. */
export function BoxPrice({ box, intl }: { box: Box; intl: string }) {
  const { t } = useTranslation('boxes');
  return box.price === null ? t('catalogue.rewardOnly') : formatBRL(box.price, intl);
}

/** One box of the catalogue: its colour, price, return, expected value and prize table. */
export function BoxCard({ box, locale, intl }: { box: Box; locale: Locale; intl: string }) {
  const { t } = useTranslation('boxes');
  return (
    <article
      aria-labelledby={`box-${box.id}-name`}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4"
    >
      <div className="flex items-center gap-3">
        <BoxArt colour={box.colour} image={box.image} />
        <div className="flex min-w-0 flex-col">
          <h2 id={`box-${box.id}-name`} className="text-lg font-bold break-words">
            {box.name}
          </h2>
          <p className="font-semibold tabular-nums">
            <BoxPrice box={box} intl={intl} />
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
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
      <details className="rounded-lg border border-line px-3 py-2">
        <summary className="min-h-9 cursor-pointer py-1.5 font-semibold">
          {t('catalogue.showPrizes')}
        </summary>
        <PrizeTable boxName={box.name} prizes={box.prizes} intl={intl} />
      </details>
      <Link
        to={boxPaths.box(box.slug, locale)}
        className="mt-auto inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 font-semibold text-on-brand hover:brightness-110"
      >
        {t('catalogue.seeBox', { box: box.name })}
      </Link>
    </article>
  );
}

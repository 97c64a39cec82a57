import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { ListMessage } from '~/components/ui/list-message';
import { Skeleton } from '~/components/ui/skeleton';
import { usePlayerReady } from '~/core/session/hooks/use-player-ready';
import { useBoxCatalogue } from '../api/get-boxes';
import { useFairness } from '../api/get-fairness';
import { usePageLocale } from '../hooks/use-page-locale';
import { boxPaths } from '../model/box-paths';
import { BoxCard } from './box-card';

/** `/casino/crates` ('Caixas', §2): the tenant's boxes, cheapest first. */
export function BoxCatalogue() {
  const { t } = useTranslation('boxes');
  const { locale, intl } = usePageLocale();
  const catalogue = useBoxCatalogue();
  return (
    <div className="flex flex-col gap-4 py-4 sm:py-6">
      <h1 className="text-2xl font-bold">{t('catalogue.title')}</h1>
      <p className="text-fg-muted">{t('catalogue.intro')}</p>
      <CurrentSeed />
      {!catalogue.data ? (
        catalogue.isError ? (
          <ListMessage
            role="alert"
            title={t('catalogue.failed')}
            action={
              <Button onClick={() => void catalogue.refetch()}>{t('catalogue.retry')}</Button>
            }
          />
        ) : (
          <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{t('catalogue.loading')}</span>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-72 w-full rounded-2xl" />
            ))}
          </div>
        )
      ) : catalogue.data.length === 0 ? (
        <ListMessage role="status" title={t('catalogue.empty')} />
      ) : (
        <ul
          aria-label={t('catalogue.listLabel')}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {catalogue.data.map((box) => (
            <li key={box.id} className="flex">
              <div className="flex w-full flex-col">
                <BoxCard box={box} locale={locale} intl={intl} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={boxPaths.fairness(locale)} className="font-semibold underline">
          {t('catalogue.fairnessLink')}
        </Link>
      </p>
    </div>
  );
}

/** A signed-in player's committed seed: the hash the next opening is drawn under. */
function CurrentSeed() {
  const { t } = useTranslation('boxes');
  const ready = usePlayerReady();
  const fairness = useFairness(ready);
  if (!fairness.data) return null;
  return (
    <p className="flex flex-col gap-1 rounded-lg border border-line bg-surface-raised p-3 text-sm">
      <span className="text-fg-muted">{t('catalogue.seedHash')}</span>
      <code className="font-mono break-all">{fairness.data.active.server_seed_hash}</code>
    </p>
  );
}

import type { RevealedSeed } from '@vitrine/contract/boxes.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '~/lib/dates';

/** The server seeds revealed by a rotation, newest first: every draw they signed can be checked. */
export function RevealedSeeds({ seeds, intl }: { seeds: readonly RevealedSeed[]; intl: string }) {
  const { t } = useTranslation('boxes');
  return (
    <section aria-labelledby="revealed-heading" className="flex flex-col gap-2">
      <h2 id="revealed-heading" className="text-lg font-bold">
        {t('fairness.revealed')}
      </h2>
      {seeds.length === 0 ? (
        <p className="text-fg-muted">{t('fairness.revealedEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {seeds.map((seed) => (
            <li
              key={seed.id}
              className="rounded-xl border border-line bg-surface-raised p-3 text-sm"
            >
              <dl className="flex flex-wrap gap-x-6 gap-y-1">
                <div className="basis-full">
                  <dt className="text-fg-muted">{t('fairness.serverSeed')}</dt>
                  <dd className="font-mono break-all">{seed.server_seed}</dd>
                </div>
                <div className="basis-full">
                  <dt className="text-fg-muted">{t('fairness.serverSeedHash')}</dt>
                  <dd className="font-mono break-all">{seed.server_seed_hash}</dd>
                </div>
                <div>
                  <dt className="text-fg-muted">{t('fairness.clientSeed')}</dt>
                  <dd className="font-mono break-all">{seed.client_seed}</dd>
                </div>
                <div>
                  <dt className="text-fg-muted">{t('fairness.draws')}</dt>
                  <dd className="font-mono">{seed.draws}</dd>
                </div>
                <div>
                  <dt className="text-fg-muted">{t('fairness.revealedAt')}</dt>
                  <dd>{formatDateTime(seed.revealed_at, { locale: intl })}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

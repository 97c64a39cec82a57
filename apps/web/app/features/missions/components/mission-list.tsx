import type { Mission } from '@vitrine/contract/missions.ts';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatDate } from '~/lib/dates';
import { useMissions } from '../api/get-missions';
import { useMissionActions } from '../hooks/use-mission-actions';
import { MissionAction } from './mission-action';
import { MissionProgressBar, useMissionTexts } from './mission-texts';

/** One mission of the list: name, status, goal, progress, reward, period and its action. */
function MissionCard({
  mission,
  locale,
  pending,
  onAccept,
  onClaim,
}: {
  mission: Mission;
  locale: Locale;
  pending: boolean;
  onAccept: (mission: Mission) => void;
  onClaim: (mission: Mission) => void;
}) {
  const { t } = useTranslation('missions');
  const texts = useMissionTexts(locale);
  const progress = texts.progress(mission);
  const dateOptions = { locale: intlLocale(locale) };
  const start = formatDate(mission.starts_at, dateOptions);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-bold [overflow-wrap:anywhere]">
          <bdi>{mission.name}</bdi>
        </h2>
        <span className="rounded-full bg-surface-overlay px-2.5 py-0.5 text-xs font-semibold">
          {t(`status.${mission.status}`)}
        </span>
      </div>
      {mission.description && (
        <bdi className="text-sm whitespace-pre-line text-fg-muted [overflow-wrap:anywhere]">
          {mission.description}
        </bdi>
      )}
      <p className="text-sm">{texts.goal(mission)}</p>
      <div className="flex flex-col gap-1">
        <MissionProgressBar mission={mission} label={progress} />
        <p className="text-xs text-fg-muted">{progress}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t('reward.label')}</dt>
        <dd>
          <bdi>{texts.reward(mission)}</bdi>
        </dd>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-fg-muted">
          {mission.ends_at
            ? t('page.period', { start, end: formatDate(mission.ends_at, dateOptions) })
            : t('page.periodOpen', { start })}
        </p>
        <MissionAction mission={mission} pending={pending} onAccept={onAccept} onClaim={onClaim} />
      </div>
    </li>
  );
}

/**
 * `/account/missions`: every mission of the player with its status, progress, reward and period,
 * accept and claim; an empty state, and a retry when the list could not be loaded.
 */
export function MissionList({
  viewer,
  enabled,
  locale,
  onWallet,
}: {
  viewer: string;
  enabled: boolean;
  locale: Locale;
  onWallet: (wallet: Wallet) => void;
}) {
  const { t } = useTranslation('missions');
  const missions = useMissions(viewer, enabled);
  const actions = useMissionActions({ viewer, onWallet });

  if (missions.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('page.loadFailed')}</p>
        <Button type="button" variant="secondary" onClick={() => void missions.refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  }
  if (!missions.data) {
    return (
      <p role="status" className="text-fg-muted">
        {t('page.loading')}
      </p>
    );
  }
  if (missions.data.length === 0) {
    return (
      <div className="flex flex-col gap-1 rounded-2xl border border-dashed border-line p-6 text-center">
        <p className="font-semibold">{t('page.empty')}</p>
        <p className="text-sm text-fg-muted">{t('page.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {missions.data.map((mission) => (
        <MissionCard
          key={mission.id}
          mission={mission}
          locale={locale}
          pending={actions.pendingId === mission.id}
          onAccept={actions.accept}
          onClaim={actions.claim}
        />
      ))}
    </ul>
  );
}

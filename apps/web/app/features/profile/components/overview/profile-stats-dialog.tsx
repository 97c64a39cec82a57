import { useTranslation } from 'react-i18next';
import { Dialog } from '~/components/ui/dialog';
import { Link } from 'react-router';
import { formatDate } from '~/lib/dates';
import { formatBRL } from '~/lib/money';
import { type PublicProfile, usePublicProfile } from '../../api/get-public-profile';
import { usePageLocale } from '../../hooks/use-page-locale';
import { PRIVACY_SECTION_ID, profilePath } from '../../model/profile-paths';
import { type PrivacyChoices, visibleToOthers } from '../../model/visible-to-others';
import { Avatar } from '../common/avatar';
import { LoadError } from '../common/load-error';
import { SkeletonRows } from '~/components/ui/skeleton';

/**
 * The profile-stats modal (§2): a player's profile as `POST /profile/show` gives it. Each part the
 * privacy settings hide is absent from the answer, and so from the modal; the owner, who gets every
 * part, sees the same preview others would.
 */
export function ProfileStatsDialog({
  userId,
  ownPrivacy,
  open,
  onOpenChange,
  title,
  description,
}: {
  userId: number;
  /** The player looking at their own profile: preview it as others get it. */
  ownPrivacy?: PrivacyChoices;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Another player's profile is named as theirs, not "your public profile" (issue 38). */
  title?: string;
  description?: string;
}) {
  const { t } = useTranslation('profile');
  const { locale } = usePageLocale();
  const profile = usePublicProfile(userId, { enabled: open });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t('stats.title')}
      description={description ?? t('stats.description')}
      closeLabel={t('common.close')}
    >
      {profile.isPending ? (
        <SkeletonRows rows={4} label={t('common.loading')} />
      ) : profile.isError ? (
        <LoadError message={t('stats.failed')} onRetry={() => void profile.refetch()} />
      ) : (
        <PublicProfileView
          profile={ownPrivacy ? visibleToOthers(profile.data, ownPrivacy) : profile.data}
        />
      )}
      {ownPrivacy && (
        <Link
          to={profilePath('personalData', locale, PRIVACY_SECTION_ID)}
          className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-accent underline underline-offset-2"
        >
          {t('stats.privacyLink')}
        </Link>
      )}
    </Dialog>
  );
}

export function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('profile');
  const { intl } = usePageLocale();
  const { name, avatar, level, vip, statistics, activity, played_games, battle_rewards } = profile;
  const shown = [name, level, vip, statistics, activity, played_games, battle_rewards];
  if (shown.every((part) => part === undefined)) {
    return <p className="text-fg-muted">{t('stats.private')}</p>;
  }
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        {avatar !== undefined && (
          <Avatar
            src={avatar}
            name={name}
            alt={name ?? t('stats.hiddenName')}
            className="size-14 text-lg"
          />
        )}
        <div className="flex flex-col">
          {name !== undefined && <p className="text-lg font-bold">{name}</p>}
          <p className="text-sm text-fg-muted">
            {[
              level !== undefined ? t('stats.level', { level }) : null,
              vip !== undefined ? t('stats.vip', { level: vip.level }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      {statistics && (
        <Part title={t('stats.statistics')}>
          <dl className="grid grid-cols-3 gap-2 text-center">
            <Stat label={t('stats.totalBet')} value={formatBRL(statistics.total_bet, intl)} />
            <Stat label={t('stats.bets')} value={statistics.bets.toLocaleString(intl)} />
            <Stat label={t('stats.wins')} value={statistics.wins.toLocaleString(intl)} />
          </dl>
        </Part>
      )}
      {activity && (
        <ListPart
          title={t('stats.activity')}
          items={activity.map((entry, index) => ({
            key: `${entry.created_at}-${index}`,
            text: entry.description,
            date: formatDate(entry.created_at, { locale: intl }),
          }))}
        />
      )}
      {played_games && (
        <ListPart
          title={t('stats.playedGames')}
          items={played_games.map((game) => ({ key: String(game.id), text: game.title }))}
        />
      )}
      {battle_rewards && (
        <ListPart
          title={t('stats.battleRewards')}
          items={battle_rewards.map((reward) => ({
            key: String(reward.id),
            text: reward.name,
            date: formatDate(reward.created_at, { locale: intl }),
          }))}
        />
      )}
    </div>
  );
}

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-surface-overlay p-2">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="font-bold break-words">{value}</dd>
    </div>
  );
}

function ListPart({
  title,
  items,
}: {
  title: string;
  items: { key: string; text: string; date?: string }[];
}) {
  const { t } = useTranslation('profile');
  return (
    <Part title={title}>
      {items.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('stats.nothing')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {items.map((item) => (
            <li key={item.key} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">{item.text}</span>
              {item.date && <span className="shrink-0 text-fg-muted">{item.date}</span>}
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

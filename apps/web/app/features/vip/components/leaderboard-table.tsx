import type { LeaderboardEntry } from '@vitrine/contract/ranking.ts';
import { useTranslation } from 'react-i18next';
import { formatBRL } from '~/lib/money';

/**
 * The period's top wagerers, best first. Whatever a player hides comes as null and reads
 * "Oculto"; the player's own row is marked, and when they are outside the top it follows the list.
 */
export function LeaderboardTable({
  entries,
  ownRowBelow,
  intl,
  caption,
}: {
  entries: readonly LeaderboardEntry[];
  ownRowBelow: LeaderboardEntry | null;
  intl: string;
  caption: string;
}) {
  const { t } = useTranslation('vip');
  return (
    <div className="overflow-x-auto rounded-2xl border border-line">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-raised text-left text-xs text-fg-muted">
          <tr>
            <th scope="col" className="w-14 px-3 py-2">
              {t('leaderboard.position')}
            </th>
            <th scope="col" className="px-2 py-2">
              {t('leaderboard.player')}
            </th>
            <th scope="col" className="w-16 px-2 py-2">
              {t('leaderboard.level')}
            </th>
            <th scope="col" className="w-28 px-3 py-2 text-right">
              {t('leaderboard.wagered')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <LeaderboardRow key={entry.position} entry={entry} intl={intl} />
          ))}
        </tbody>
        {ownRowBelow && (
          <tbody aria-label={t('leaderboard.yourRow')} className="border-t-2 border-line">
            <LeaderboardRow entry={ownRowBelow} intl={intl} />
          </tbody>
        )}
      </table>
    </div>
  );
}

function LeaderboardRow({ entry, intl }: { entry: LeaderboardEntry; intl: string }) {
  const { t } = useTranslation('vip');
  const hidden = <span className="text-fg-muted italic">{t('leaderboard.hidden')}</span>;
  return (
    <tr
      aria-current={entry.is_self ? 'true' : undefined}
      className={`h-11 ${entry.is_self ? 'bg-surface-overlay font-semibold' : 'even:bg-surface-overlay/40'}`}
    >
      <td className="px-3 tabular-nums">{entry.position}</td>
      <td className="truncate px-2">
        {entry.is_self ? (
          <>
            <bdi>{entry.name ?? t('leaderboard.you')}</bdi>
            {entry.name !== null && (
              <>
                {' '}
                <span className="text-xs text-accent">({t('leaderboard.you')})</span>
              </>
            )}
          </>
        ) : entry.name === null ? (
          hidden
        ) : (
          <bdi>{entry.name}</bdi>
        )}
      </td>
      <td className="px-2 tabular-nums">{entry.level === null ? hidden : entry.level}</td>
      <td className="truncate px-3 text-right tabular-nums">
        {entry.wagered === null ? hidden : formatBRL(entry.wagered, intl)}
      </td>
    </tr>
  );
}

import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DecorativeImage } from '~/components/ui/decorative-image';
import { PlayerName } from '~/core/profile-stats-context';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';
import { useLiveBetFeed } from '../hooks/use-live-bet-feed';
import { type BetLine, formatMultiplier } from '../model/bet-feed';

/**
 * The feed's rows (live-bet-feed.tsx holds their place): the rounds as they settle, newest first,
 * and the sentence the live region says for the round it picked.
 */
export default function LiveBetRows({
  locale,
  waiting,
  onAnnounce,
}: {
  locale: Locale;
  /** What stands in the table until a round settles. */
  waiting: ReactNode;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation('casino', { keyPrefix: 'betFeed' });
  const { lines, announced } = useLiveBetFeed();
  const format = intlLocale(locale);
  const player = (line: BetLine) => line.user.name ?? t('hiddenPlayer');

  const announcement = announced
    ? t(announced.win_amount > 0 ? 'announce.win' : 'announce.loss', {
        player: player(announced),
        game: announced.game.name,
        amount: formatBRL(
          announced.win_amount > 0 ? announced.win_amount : announced.bet_amount,
          format,
        ),
        multiplier: formatMultiplier(announced.multiplier, format),
      })
    : '';
  useEffect(() => onAnnounce(announcement), [announcement, onAnnounce]);

  if (lines.length === 0) return waiting;
  return lines.map((line) => (
    <BetFeedRow
      key={line.transaction}
      line={line}
      player={player(line)}
      profileLabel={t('showProfile', { name: player(line) })}
      intlLocale={format}
    />
  ));
}

/** One settled round; it slides in when it arrives, unless the player asked for less motion. */
function BetFeedRow({
  line,
  player,
  profileLabel,
  intlLocale,
}: {
  line: BetLine;
  player: string;
  profileLabel: string;
  intlLocale: string;
}) {
  return (
    <tr className="h-10 even:bg-surface-overlay/40 motion-safe:animate-bet-feed-in">
      <td className="px-3">
        <span className="flex min-w-0 items-center gap-2">
          {line.game.image && (
            <DecorativeImage
              src={line.game.image}
              width={24}
              height={24}
              decoding="async"
              className="hidden size-6 shrink-0 rounded object-cover sm:block"
            />
          )}
          <span className="truncate">{line.game.name}</span>
        </span>
      </td>
      <td className={`truncate px-2 ${line.user.name ? '' : 'text-fg-muted italic'}`}>
        {/* Issue 38: a shown name opens the player's profile-stats modal; a hidden one is text. */}
        <PlayerName
          userId={line.user.name === null ? null : (line.user.id ?? null)}
          label={profileLabel}
          className="max-w-full truncate"
        >
          {player}
        </PlayerName>
      </td>
      <td className="hidden truncate px-2 text-right tabular-nums sm:table-cell">
        {formatBRL(line.bet_amount, intlLocale)}
      </td>
      <td className="truncate px-2 text-right tabular-nums">
        {formatMultiplier(line.multiplier, intlLocale)}
      </td>
      <td
        className={`truncate px-3 text-right font-semibold tabular-nums ${
          line.win_amount > 0 ? 'text-emerald-300' : 'text-fg-muted'
        }`}
      >
        {formatBRL(line.win_amount, intlLocale)}
      </td>
    </tr>
  );
}

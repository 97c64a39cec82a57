import { useTranslation } from 'react-i18next';
import { DecorativeImage } from '~/components/ui/decorative-image';
import { intlLocale, type Locale } from '~/i18n/config';
import { useRealtimeLive } from '~/lib/realtime/realtime-provider';
import { formatBRL } from '~/lib/money';
import { useLiveBetFeed } from '../hooks/use-live-bet-feed';
import { type BetLine, formatMultiplier } from '../model/bet-feed';

/**
 * §4 "Bet feed": the casino's last rounds as they settle, on the home page and the lobby. Nothing
 * when the tenant has no realtime server. Its box has the height of five lines from the server's
 * first render, so nothing moves when the first round arrives.
 */
export function LiveBetFeed({ locale, className = '' }: { locale: Locale; className?: string }) {
  return useRealtimeLive() ? <LiveBetTable locale={locale} className={className} /> : null;
}

function LiveBetTable({ locale, className }: { locale: Locale; className: string }) {
  const { t } = useTranslation('bet-feed');
  const { lines, announced } = useLiveBetFeed();
  const format = intlLocale(locale);
  const player = (line: BetLine) => line.user.name ?? t('hiddenPlayer');

  return (
    <section aria-labelledby="live-bets-heading" className={`flex flex-col gap-2 ${className}`}>
      <h2 id="live-bets-heading" className="flex items-center gap-2 text-lg font-bold sm:text-xl">
        <span
          aria-hidden="true"
          className="size-2 rounded-full bg-emerald-400 motion-safe:animate-pulse"
        />
        {t('heading')}
      </h2>
      {/* Header (2.25rem) and five lines (2.5rem each), reserved before any line arrives. */}
      <div className="h-[15rem] overflow-hidden rounded-2xl border border-line bg-surface-raised">
        <table className="w-full table-fixed text-xs sm:text-sm">
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr className="h-9 text-left text-fg-muted">
              <th scope="col" className="w-[32%] px-3 font-medium sm:w-[30%]">
                {t('columns.game')}
              </th>
              <th scope="col" className="w-[24%] px-2 font-medium sm:w-[20%]">
                {t('columns.player')}
              </th>
              <th
                scope="col"
                className="hidden px-2 text-right font-medium sm:table-cell sm:w-[17%]"
              >
                {t('columns.bet')}
              </th>
              <th scope="col" className="w-[18%] px-2 text-right font-medium sm:w-[14%]">
                <span aria-hidden="true" className="sm:hidden">
                  {t('columns.multiplierShort')}
                </span>
                <span className="max-sm:sr-only">{t('columns.multiplier')}</span>
              </th>
              <th scope="col" className="w-[26%] px-3 text-right font-medium sm:w-[19%]">
                {t('columns.win')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 ? (
              <tr>
                <td colSpan={5} className="h-[12.5rem] px-3 text-center text-sm text-fg-muted">
                  {t('waiting')}
                </td>
              </tr>
            ) : (
              lines.map((line) => (
                <BetFeedRow
                  key={line.transaction}
                  line={line}
                  player={player(line)}
                  intlLocale={format}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      {/* The table is not a live region: this says one line at most every few seconds. */}
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announced &&
          t(announced.win_amount > 0 ? 'announce.win' : 'announce.loss', {
            player: player(announced),
            game: announced.game.name,
            amount: formatBRL(
              announced.win_amount > 0 ? announced.win_amount : announced.bet_amount,
              format,
            ),
            multiplier: formatMultiplier(announced.multiplier, format),
          })}
      </p>
    </section>
  );
}

/** One settled round; it slides in when it arrives, unless the player asked for less motion. */
function BetFeedRow({
  line,
  player,
  intlLocale,
}: {
  line: BetLine;
  player: string;
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
      <td className={`truncate px-2 ${line.user.name ? '' : 'text-fg-muted italic'}`}>{player}</td>
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

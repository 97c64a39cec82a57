import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '~/core/i18n/config';
import { useRealtimeLive, useRealtimeStarted } from '~/lib/realtime/realtime-provider';

// The rounds themselves (the feed's model, its subscription, the rows) load with the connection,
// once the page is idle after its first paint: the first paint needs only the frame.
const LiveBetRows = lazy(() => import('./live-bet-rows'));

/**
 * §4 "Bet feed": the casino's last rounds as they settle, on the home page and the lobby. Nothing
 * when the tenant has no realtime server. Its box has the height of five lines from the server's
 * first render, so nothing moves when the first round arrives.
 */
export function LiveBetFeed({ locale, className = '' }: { locale: Locale; className?: string }) {
  return useRealtimeLive() ? <LiveBetTable locale={locale} className={className} /> : null;
}

function WaitingRow({ children }: { children: ReactNode }) {
  return (
    <tr>
      <td colSpan={5} className="h-[12.5rem] px-3 text-center text-sm text-fg-muted">
        {children}
      </td>
    </tr>
  );
}

function LiveBetTable({ locale, className }: { locale: Locale; className: string }) {
  const { t } = useTranslation('casino', { keyPrefix: 'betFeed' });
  const started = useRealtimeStarted();
  // What the live region says; the rows decide, one round every few seconds at most.
  const [announcement, setAnnouncement] = useState('');
  const waiting = <WaitingRow>{t('waiting')}</WaitingRow>;

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
            {started ? (
              <Suspense fallback={waiting}>
                <LiveBetRows locale={locale} waiting={waiting} onAnnounce={setAnnouncement} />
              </Suspense>
            ) : (
              waiting
            )}
          </tbody>
        </table>
      </div>
      {/* The table is not a live region: this says one line at most every few seconds. */}
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

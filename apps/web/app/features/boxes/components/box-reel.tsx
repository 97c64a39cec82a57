import type { BoxOpenResponse } from '@vitrine/contract/boxes.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RARITY_FRAME } from '../model/rarity';

/** How long the reel runs before it stops on the prize. */
export const REEL_SPIN_MS = 5_000;
/** One cell's width and the gap after it, in px (`w-24` + `gap-2`). */
const CELL_PX = 104;

/**
 * The opening's reel: the answer's strip slides left and decelerates until `reel_stop` rests under
 * the marker. One CSS transition on `transform` (the compositor animates it; no per-frame script
 * or React state), so a slow phone's main thread stays free. The frame is measured in the next
 * frame's callback, not in this effect: reading a width here would force the style and layout of
 * the 48 new cells into the commit's task (docs/performance.md "Box reel"). `onStopped` runs
 * once, when the transition ends (or a little after it should have: a hidden tab fires no event);
 * it must be stable (a state setter, a `useCallback`), or the reel starts again.
 */
export function BoxReel({
  reel,
  stop,
  onStopped,
}: {
  reel: BoxOpenResponse['reel'];
  stop: number;
  onStopped: () => void;
}) {
  const { t } = useTranslation('boxes');
  const frame = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLOListElement>(null);

  useEffect(
    function spinOnce() {
      const box = frame.current;
      const cells = strip.current;
      if (!box || !cells) return;
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        onStopped();
      };
      // Not always dead centre: somewhere inside the won cell, as a real reel would.
      const wobble = (((reel[stop]?.id ?? 0) * 37) % 61) - 30;
      let second = 0;
      const first = requestAnimationFrame(() => {
        // This frame lays the cells out anyway: measuring here costs no extra layout.
        const distance = stop * CELL_PX + CELL_PX / 2 - box.clientWidth / 2 + wobble;
        second = requestAnimationFrame(() => {
          cells.style.transition = `transform ${REEL_SPIN_MS}ms cubic-bezier(0.08, 0.6, 0.12, 1)`;
          cells.style.transform = `translate3d(${-Math.max(0, distance)}px, 0, 0)`;
        });
      });
      const fallback = window.setTimeout(finish, REEL_SPIN_MS + 600);
      const onEnd = (event: TransitionEvent) => {
        if (event.target === cells) finish();
      };
      cells.addEventListener('transitionend', onEnd);
      return () => {
        cancelAnimationFrame(first);
        cancelAnimationFrame(second);
        window.clearTimeout(fallback);
        cells.removeEventListener('transitionend', onEnd);
      };
    },
    [reel, stop, onStopped],
  );

  return (
    <div
      ref={frame}
      role="img"
      aria-label={t('opening.reelLabel')}
      className="relative overflow-hidden rounded-xl border border-line bg-surface-overlay py-3"
    >
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-1/2 z-10 w-0.5 -translate-x-1/2 bg-brand"
      />
      <ol
        ref={strip}
        aria-hidden="true"
        data-testid="reel-strip"
        className="flex gap-2 px-0"
        style={{ transform: 'translate3d(0, 0, 0)', willChange: 'transform' }}
      >
        {reel.map((prize, index) => (
          <li
            key={index}
            className={`flex h-24 w-24 shrink-0 flex-col items-center justify-center rounded-lg border-2 bg-surface-raised p-1 text-center text-xs ${RARITY_FRAME[prize.rarity]}`}
          >
            <span className="line-clamp-2 font-semibold break-words">{prize.name}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

import type { BoxSummary } from '@vitrine/contract/boxes.ts';
import { startTransition, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { formatBRL } from '~/lib/money';
import { useReducedMotion } from '~/lib/use-reduced-motion';
import { useOpenBox } from '../api/open-box';
import { usePageLocale } from '../hooks/use-page-locale';
import { refusalOf } from '~/lib/http/http-error';
import { BoxReel } from './box-reel';
import { PrizeResult } from './prize-result';

/**
 * Opening one of the player's boxes, from the box page or "Minhas caixas": the call starts as this
 * mounts (the player pressed "Abrir"), the reel runs to the prize the platform drew, then the prize
 * with "Vender" and "Guardar". With reduced motion the prize shows at once. Screen readers hear
 * the progress and the prize through one live region.
 */
export function BoxOpening({
  playerBoxId,
  onKeep,
  onOpened,
}: {
  playerBoxId: number;
  onKeep: () => void;
  /** The box the answer names (a link that opened it may not have known it). */
  onOpened?: (box: BoxSummary) => void;
}) {
  const { t } = useTranslation('boxes');
  const { intl } = usePageLocale();
  const reduced = useReducedMotion();
  const open = useOpenBox();
  const { mutate } = open;
  const [stopped, setStopped] = useState(false);
  // The prize (and its confetti) in a transition: React renders it in slices between frames, and
  // its effects run after the frame that shows it (docs/performance.md "Box reel").
  const markStopped = useCallback(() => startTransition(() => setStopped(true)), []);
  const asked = useRef<number | null>(null);
  const opened = useRef(onOpened);
  useEffect(
    function keepTheLatestOnOpened() {
      opened.current = onOpened;
    },
    [onOpened],
  );

  useEffect(
    function openWhenShown() {
      // Once per box, also when React runs effects twice in development.
      if (asked.current === playerBoxId) return;
      asked.current = playerBoxId;
      mutate(playerBoxId, { onSuccess: (answer) => opened.current?.(answer.prize.box) });
    },
    [playerBoxId, mutate],
  );

  // The answer arrives through a store (a synchronous render of its own): the reel's 48 cells are
  // drawn from a deferred copy, so that render yields to the frames and the reel's effect waits
  // for the paint (docs/performance.md "Box reel").
  const answer = useDeferredValue(open.data);
  const shown = answer !== undefined && (reduced || stopped);
  const announcement = shown
    ? t('opening.won', {
        prize: answer.prize.prize.name,
        value: formatBRL(answer.prize.value, intl),
      })
    : open.isPending
      ? t('opening.opening')
      : '';

  return (
    <div className="flex flex-col gap-4">
      <p
        role="status"
        aria-live="polite"
        className={shown ? 'text-center text-lg font-bold' : 'sr-only'}
      >
        {announcement}
      </p>
      {open.isError && (
        <div role="alert" className="flex flex-col items-center gap-3 text-center">
          <p>{refusalOf(open.error) ?? t('opening.failed')}</p>
          <Button variant="secondary" onClick={() => open.mutate(playerBoxId)}>
            {t('opening.retry')}
          </Button>
        </div>
      )}
      {answer && !shown && (
        <BoxReel reel={answer.reel} stop={answer.reel_stop} onStopped={markStopped} />
      )}
      {shown && <PrizeResult prize={answer.prize} onKeep={onKeep} />}
    </div>
  );
}

import type { Mission } from '@vitrine/contract/missions.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '~/components/ui/icons';
import type { Locale } from '~/core/i18n/config';
import { useVerticalDrag } from '../hooks/use-vertical-drag';
import { isClaimed } from '../model/mission-state';
import { MissionAction } from './mission-action';
import { MissionProgressBar, useMissionTexts } from './mission-texts';

/**
 * One floating mission widget (§2, §3 "Mission widget"): its name and progress closed; its goal,
 * reward and action open. Its handle opens and closes it on a tap, and drags it up and down (the
 * arrow keys too). A claimed one says so and can be dismissed.
 */
export function MissionWidget({
  mission,
  locale,
  top,
  height,
  isOpen,
  pending,
  onToggle,
  onMove,
  onMoveEnd,
  onAccept,
  onClaim,
  onDismiss,
}: {
  mission: Mission;
  locale: Locale;
  top: number;
  height: number;
  isOpen: boolean;
  pending: boolean;
  onToggle: () => void;
  onMove: (top: number) => void;
  onMoveEnd: (top: number) => void;
  onAccept: (mission: Mission) => void;
  onClaim: (mission: Mission) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('missions');
  const texts = useMissionTexts(locale);
  const hintId = useId();
  const bodyId = useId();
  const drag = useVerticalDrag({ top, onMove, onMoveEnd, onTap: onToggle });
  const claimed = isClaimed(mission);
  const progress = texts.progress(mission);

  return (
    <li
      data-mission-widget={mission.id}
      style={{ top, height }}
      className="fixed right-2 z-30 flex w-52 flex-col gap-1.5 overflow-hidden rounded-xl border border-line bg-surface-raised p-2 text-fg shadow-xl"
    >
      <div className="flex items-start gap-1">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          aria-describedby={hintId}
          {...drag}
          className="min-w-0 flex-1 cursor-grab touch-none rounded-md text-left text-sm font-bold select-none active:cursor-grabbing"
        >
          <bdi className="block truncate">{mission.name}</bdi>
        </button>
        <span id={hintId} className="sr-only">
          {t('widgets.moveHint')}
        </span>
        {claimed && (
          <button
            type="button"
            aria-label={t('actions.dismiss', { name: mission.name })}
            onClick={onDismiss}
            className="-my-0.5 grid size-6 shrink-0 place-items-center rounded-md hover:bg-surface-overlay"
          >
            <CloseIcon width={16} height={16} />
          </button>
        )}
      </div>
      <MissionProgressBar mission={mission} label={progress} />
      <p className="truncate text-xs text-fg-muted">{progress}</p>
      <div id={bodyId} hidden={!isOpen} className="flex flex-col gap-1.5">
        <p className="truncate text-xs">
          <span className="text-fg-muted">{t('reward.label')}: </span>
          <bdi>{texts.reward(mission)}</bdi>
        </p>
        <div className="flex justify-end">
          <MissionAction
            mission={mission}
            pending={pending}
            onAccept={onAccept}
            onClaim={onClaim}
          />
        </div>
      </div>
    </li>
  );
}

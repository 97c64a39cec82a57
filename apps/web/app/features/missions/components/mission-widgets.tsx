import type { Mission } from '@vitrine/contract/missions.ts';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '~/core/i18n/config';
import { useMissionActions } from '../hooks/use-mission-actions';
import { useViewport } from '../hooks/use-viewport';
import { isWidgetMission } from '../model/mission-state';
import { clampWidgetTop, widgetHeight, widgetTops } from '../model/widget-layout';
import {
  DEFAULT_WIDGET_STATE,
  readWidgetStates,
  type WidgetState,
  type WidgetStates,
  writeWidgetStates,
} from '../model/widget-storage';
import { MissionWidget } from './mission-widget';

/** The missions shown as widgets: the viewer's, and those claimed here until dismissed. */
export function widgetMissions(
  missions: readonly Mission[],
  signedIn: boolean,
  claimedHere: ReadonlySet<number>,
  states: WidgetStates,
): Mission[] {
  return missions.filter(
    (mission) =>
      (isWidgetMission(mission, signedIn) || claimedHere.has(mission.id)) &&
      !states[String(mission.id)]?.dismissed,
  );
}

/**
 * §2 "Floating mission widgets": stacked on the right edge with §9's layout, each open or closed
 * and where the player left it, kept in localStorage (§3 "Mission widget"). Loaded lazily, once
 * there are missions to show.
 */
export default function MissionWidgets({
  missions,
  signedIn,
  viewer,
  locale,
  onWallet,
}: {
  missions: readonly Mission[];
  signedIn: boolean;
  viewer: string;
  locale: Locale;
  onWallet: (wallet: Wallet) => void;
}) {
  const { t, ready } = useTranslation('missions');
  const viewport = useViewport();
  const [states, setStates] = useState<WidgetStates>(readWidgetStates);
  const [dragging, setDragging] = useState<{ id: number; top: number } | null>(null);
  const [claimedHere, setClaimedHere] = useState<ReadonlySet<number>>(() => new Set());
  const actions = useMissionActions({
    viewer,
    onWallet,
    onClaimed: (mission) => setClaimedHere((ids) => new Set(ids).add(mission.id)),
  });

  const shown = widgetMissions(missions, signedIn, claimedHere, states);
  const stateOf = (mission: Mission): WidgetState =>
    states[String(mission.id)] ?? DEFAULT_WIDGET_STATE;
  const tops = widgetTops(
    viewport,
    shown.map((mission) => ({
      isOpen: stateOf(mission).isOpen,
      positionY: dragging?.id === mission.id ? dragging.top : stateOf(mission).positionY,
    })),
  );

  const save = (mission: Mission, change: Partial<WidgetState>) =>
    setStates((current) => {
      const next = {
        ...current,
        [String(mission.id)]: {
          ...(current[String(mission.id)] ?? DEFAULT_WIDGET_STATE),
          ...change,
        },
      };
      writeWidgetStates(next);
      return next;
    });

  // The namespace loads with the widgets: no flash of its keys.
  if (!ready || shown.length === 0) return null;
  return (
    <section aria-label={t('widgets.label')}>
      <ul>
        {shown.map((mission, index) => {
          const { isOpen } = stateOf(mission);
          const height = widgetHeight(isOpen, viewport.width);
          const top = tops[index] ?? 0;
          return (
            <MissionWidget
              key={mission.id}
              mission={mission}
              locale={locale}
              top={top}
              height={height}
              isOpen={isOpen}
              pending={actions.pendingId === mission.id}
              onToggle={() => save(mission, { isOpen: !isOpen })}
              onMove={(wanted) => setDragging({ id: mission.id, top: wanted })}
              onMoveEnd={(wanted) => {
                setDragging(null);
                save(mission, { positionY: clampWidgetTop(wanted, viewport, height) });
              }}
              onAccept={actions.accept}
              onClaim={actions.claim}
              onDismiss={() => save(mission, { dismissed: true })}
            />
          );
        })}
      </ul>
    </section>
  );
}

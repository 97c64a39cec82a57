import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnected } from '~/lib/realtime/realtime-provider';
import type { RealtimeEventPayload } from '@vitrine/contract/realtime.ts';
import { putMission } from '../api/mission-cache';
import { missionKeys } from '../api/mission-keys';

/**
 * The missions follow `MissionAssigned` (§6): on the player's channel for a player, on the guest
 * channel for a guest. An event with the whole mission is written into the list; one without it
 * (the spec's shape) has the list fetched again, as does a socket back from a drop.
 */
export function useSyncMissionChannels(viewer: string): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: missionKeys.all });
  const onAssigned = (event: RealtimeEventPayload<'MissionAssigned'>) => {
    if (!event.mission || !putMission(queryClient, viewer, event.mission)) refresh();
  };
  useRealtimeEvent('player', 'MissionAssigned', onAssigned);
  useRealtimeEvent('guest', 'MissionAssigned', onAssigned);
  useRealtimeReconnected(refresh);
}

import type { QueryClient } from '@tanstack/react-query';
import type { Mission } from '@vitrine/contract/missions.ts';
import { missionKeys } from './mission-keys';

/**
 * Writes one mission, as an answer or a `MissionAssigned` gives it whole, into the viewer's list
 * (replacing it, or adding a new one). Returns false when no list is cached: the caller fetches it.
 */
export function putMission(queryClient: QueryClient, viewer: string, mission: Mission): boolean {
  const queryKey = missionKeys.list(viewer);
  const list = queryClient.getQueryData<Mission[]>(queryKey);
  if (!list) return false;
  const known = list.some(({ id }) => id === mission.id);
  queryClient.setQueryData<Mission[]>(
    queryKey,
    known ? list.map((item) => (item.id === mission.id ? mission : item)) : [...list, mission],
  );
  return true;
}

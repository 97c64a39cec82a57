import type { Mission } from '@vitrine/contract/missions.ts';

/**
 * §4 "Mission": accepted, then claimed; "a widget with completed_at or claimed_at is treated as
 * claimed". The spec's missions had no step between the goal met and the reward; ours do (status
 * `completed`, the claim waiting), so `completed_at` counts as claimed once no claim is pending.
 */
export function isClaimed(mission: Pick<Mission, 'status' | 'completed_at' | 'claimed_at'>) {
  if (mission.claimed_at !== null) return true;
  return mission.completed_at !== null && mission.status !== 'completed';
}

/** What the player can do with a mission now. */
export type MissionAction = 'accept' | 'claim' | 'claimed' | null;

export function missionAction(mission: Mission): MissionAction {
  if (isClaimed(mission)) return 'claimed';
  if (mission.status === 'available') return 'accept';
  if (mission.status === 'completed') return 'claim';
  return null;
}

/** A player's widgets: the missions accepted and not yet claimed (§2 "Floating mission widgets"). */
export function isWidgetMission(mission: Mission, signedIn: boolean): boolean {
  if (!signedIn) return mission.status === 'available';
  return (mission.status === 'accepted' || mission.status === 'completed') && !isClaimed(mission);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mission, MissionResponse } from '@vitrine/contract/missions.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { putMission } from './mission-cache';

const missionSchemas = () => import('@vitrine/contract/missions.ts');

/** `POST /missions/{id}/accept` (signed in): the mission as it now stands for the player. */
export async function acceptMission(client: HttpClient, id: number): Promise<MissionResponse> {
  const { missionResponseSchema } = await missionSchemas();
  return client.post(`/missions/${id}/accept`, {
    schema: missionResponseSchema,
    // The widget or the page shows the refusal as a toast.
    reportErrors: false,
  });
}

/** Accepts a mission and puts the answer into the viewer's list. */
export function useAcceptMission(viewer: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mission: Pick<Mission, 'id'>) => acceptMission(client, mission.id),
    onSuccess: (answer) => putMission(queryClient, viewer, answer.mission),
  });
}

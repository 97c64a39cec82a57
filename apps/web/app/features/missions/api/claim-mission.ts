import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mission, MissionClaimResponse } from '@vitrine/contract/missions.ts';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { useRef } from 'react';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { putMission } from './mission-cache';

const missionSchemas = () => import('@vitrine/contract/missions.ts');

/**
 * `POST /missions/{id}/claim` (signed in): 200 with §8's message, the mission claimed, and the
 * wallet after a loyalty or cash reward. The `Idempotency-Key` is the caller's: a retry after a
 * lost answer never pays twice.
 */
export async function claimMission(
  client: HttpClient,
  id: number,
  idempotencyKey: string,
): Promise<MissionClaimResponse> {
  const { missionClaimResponseSchema } = await missionSchemas();
  return client.post(`/missions/${id}/claim`, {
    schema: missionClaimResponseSchema,
    idempotencyKey,
    // §8: the widget says why in its own words.
    reportErrors: false,
  });
}

/**
 * Claims a mission's reward: the answer's mission goes into the list, and its wallet to
 * `onWallet` (the route puts it into the header's balance). One key per mission until it is
 * claimed, so asking again after a failure reuses it.
 */
export function useClaimMission(viewer: string, onWallet: (wallet: Wallet) => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const keys = useRef(new Map<number, string>());
  return useMutation({
    mutationFn: (mission: Pick<Mission, 'id'>) => {
      let key = keys.current.get(mission.id);
      if (!key) {
        key = crypto.randomUUID();
        keys.current.set(mission.id, key);
      }
      return claimMission(client, mission.id, key);
    },
    onSuccess: (answer) => {
      keys.current.delete(answer.mission.id);
      putMission(queryClient, viewer, answer.mission);
      if (answer.wallet) onWallet(answer.wallet);
    },
  });
}

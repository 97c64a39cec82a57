import type { likeRequestSchema, likeResponseSchema } from '@vitrine/contract/games.ts';
import { useCallback } from 'react';
import type { z } from 'zod';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import type { SendLike } from '../model/like-scheduler';
import { gameSchemas } from './game-schemas';

export type LikeRequest = z.input<typeof likeRequestSchema>;
export type LikeResponse = z.output<typeof likeResponseSchema>;

/**
 * `POST games/like/{gameId}` (signed in): sets the game's final state (idempotent) and answers the
 * count and the player's liked set. The like scheduler retries by §4 (400 ms, while it is still the
 * latest request), so the client does not retry too, and the failure is not a global error.
 */
export async function likeGame(
  client: HttpClient,
  gameId: number,
  body: LikeRequest,
  signal?: AbortSignal,
): Promise<LikeResponse> {
  const { likeResponseSchema } = await gameSchemas();
  return client.post(`/games/like/${gameId}`, {
    body,
    schema: likeResponseSchema,
    signal,
    retry: 0,
    idempotencyKey: body.opId,
    reportErrors: false,
  });
}

/** `likeGame` bound to the tenant API client, in the shape the like scheduler sends with. */
export function useSendLike(): SendLike<LikeResponse> {
  const client = useApiClient();
  return useCallback(
    (gameId, liked, opId, signal) => likeGame(client, gameId, { liked, opId }, signal),
    [client],
  );
}

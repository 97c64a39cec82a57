import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LimitChangeRequest,
  LimitChangeResponse,
} from '@vitrine/contract/responsible-gaming.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { responsibleGamingKeys } from './responsible-gaming-keys';

const schemas = () => import('@vitrine/contract/responsible-gaming.ts');

/**
 * `POST /responsible-gaming/limits` (signed in, idempotent): sets, changes or removes (`amount:
 * null`) one limit. A stricter one applies at once, a looser one after the cooling-off.
 */
export async function changeLimit(
  client: HttpClient,
  change: LimitChangeRequest,
): Promise<LimitChangeResponse> {
  const { limitChangeResponseSchema } = await schemas();
  return client.post('/responsible-gaming/limits', {
    body: change,
    schema: limitChangeResponseSchema,
    reportErrors: false,
  });
}

export function useChangeLimit() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LimitChangeRequest) => changeLimit(client, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsibleGamingKeys.all }),
  });
}

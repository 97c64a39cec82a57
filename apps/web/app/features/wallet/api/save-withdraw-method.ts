import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePixKeyRequest, WithdrawMethodResponse } from '@vitrine/contract/withdrawals.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { walletKeys } from './wallet-keys';

const withdrawalSchemas = () => import('@vitrine/contract/withdrawals.ts');

/** `POST address/create` (signed in): registers a PIX key, which becomes the selected one. */
export async function createPixKey(
  client: HttpClient,
  body: CreatePixKeyRequest,
): Promise<WithdrawMethodResponse> {
  const { withdrawMethodResponseSchema } = await withdrawalSchemas();
  return client.post('/address/create', {
    body,
    schema: withdrawMethodResponseSchema,
    // The form shows the refusal (a key of another CPF) next to the field.
    reportErrors: false,
  });
}

/** `POST wallet/withdraw/method` (signed in): selects the key withdrawals go to. */
export async function selectWithdrawMethod(
  client: HttpClient,
  id: number,
): Promise<WithdrawMethodResponse> {
  const { withdrawMethodResponseSchema } = await withdrawalSchemas();
  return client.post('/wallet/withdraw/method', {
    body: { id },
    schema: withdrawMethodResponseSchema,
    reportErrors: false,
  });
}

/** Both answer every key as it now stands: the list is replaced, not fetched again. */
function useKeysAnswer() {
  const queryClient = useQueryClient();
  return (answer: WithdrawMethodResponse) =>
    queryClient.setQueryData(walletKeys.withdrawMethods(), answer.methods);
}

export function useCreatePixKey() {
  const client = useApiClient();
  const onSuccess = useKeysAnswer();
  return useMutation({
    mutationFn: (body: CreatePixKeyRequest) => createPixKey(client, body),
    onSuccess,
  });
}

export function useSelectWithdrawMethod() {
  const client = useApiClient();
  const onSuccess = useKeysAnswer();
  return useMutation({ mutationFn: (id: number) => selectWithdrawMethod(client, id), onSuccess });
}

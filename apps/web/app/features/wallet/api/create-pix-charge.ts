import { useMutation } from '@tanstack/react-query';
import type { PixChargeResponse } from '@vitrine/contract/payments.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';

// The schemas load with the first charge, not with the header: zod stays out of the first load.
const paymentSchemas = () => import('@vitrine/contract/payments.ts');

/**
 * `POST /main-gateway/qrcode-pix` (signed in): a PIX charge of `amount` centavos, with a deposit
 * coupon the platform said is valid (issue 37; never an empty or refused one).
 */
export async function createPixCharge(
  client: HttpClient,
  amount: number,
  signal?: AbortSignal,
  coupon?: string | null,
): Promise<PixChargeResponse> {
  const { pixChargeResponseSchema } = await paymentSchemas();
  return client.post('/main-gateway/qrcode-pix', {
    body: coupon ? { amount, coupon } : { amount },
    schema: pixChargeResponseSchema,
    // §8 "PIX call": the deposit shows the server's message itself.
    reportErrors: false,
    signal,
  });
}

export function useCreatePixCharge() {
  const client = useApiClient();
  return useMutation({ mutationFn: (amount: number) => createPixCharge(client, amount) });
}

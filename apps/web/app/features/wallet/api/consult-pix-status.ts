import type { PixStatusResponse } from '@vitrine/contract/payments.ts';
import type { HttpClient } from '~/lib/http/http-client';

const paymentSchemas = () => import('@vitrine/contract/payments.ts');

/** `POST /main-gateway/consult-status-transaction` (signed in): where a PIX charge stands. */
export async function consultPixStatus(
  client: HttpClient,
  transactionId: string,
  signal?: AbortSignal,
): Promise<PixStatusResponse> {
  const { pixStatusResponseSchema } = await paymentSchemas();
  return client.post('/main-gateway/consult-status-transaction', {
    body: { transaction_id: transactionId },
    schema: pixStatusResponseSchema,
    reportErrors: false,
    signal,
    // Polled while the player pays in their bank's app: not activity on the site (issue 35).
    headers: { 'X-Activity': 'background' },
  });
}

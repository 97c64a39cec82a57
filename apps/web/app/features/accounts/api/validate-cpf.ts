import { validateCpfResponseSchema } from '@vitrine/contract/accounts.ts';
import type { HttpClient } from '~/lib/http/http-client';

/**
 * `POST /validate/validate-cpf`: whether the CPF is valid (422 otherwise) and still free in this
 * tenant.
 */
export async function validateCpf(
  client: HttpClient,
  cpf: string,
): Promise<{ available: boolean }> {
  const response = await client.post('/validate/validate-cpf', {
    body: { cpf },
    schema: validateCpfResponseSchema,
    reportErrors: false,
  });
  return { available: response.available };
}

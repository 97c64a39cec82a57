// Helpers for the deposit tests: a PIX charge, and the demo bank paying its code.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { pixChargeResponseSchema } from '@vitrine/contract/payments.ts';
import { api } from './accounts.ts';
import { jsonBody } from './test-platform.ts';

/** `POST main-gateway/qrcode-pix`, expecting the charge. */
export async function pixCharge(
  app: FastifyInstance,
  tenant: string,
  token: string,
  amount: number,
) {
  const response = await api(app, tenant).post('/main-gateway/qrcode-pix', { amount }, token);
  expect(response.statusCode, response.body).toBe(200);
  return pixChargeResponseSchema.parse(jsonBody(response));
}

/** The demo bank pays a BR Code (from the player's own CPF unless told otherwise). */
export const payPix = (app: FastifyInstance, tenant: string, payload: string, payerCpf?: string) =>
  api(app, tenant).post('/demo/bank/pay', {
    payload,
    ...(payerCpf ? { payer_cpf: payerCpf } : {}),
  });

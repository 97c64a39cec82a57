// Helpers for the deposit tests: a PIX charge, and the demo bank paying its code.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { pixChargeResponseSchema, pixStatusResponseSchema } from '@vitrine/contract/payments.ts';
import { findWallet, ledgerSum } from '../modules/wallet/wallet-service.ts';
import { api, registerPlayer } from './accounts.ts';
import { tenantIdOf } from './casino.ts';
import { jsonBody, type TestPlatform } from './test-platform.ts';

/** `POST main-gateway/qrcode-pix`, expecting the charge. */
export async function pixCharge(
  app: FastifyInstance,
  tenant: string,
  token: string,
  amount: number,
  headers: Record<string, string> = {},
) {
  const response = await api(app, tenant).post(
    '/main-gateway/qrcode-pix',
    { amount },
    token,
    headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return pixChargeResponseSchema.parse(jsonBody(response));
}

/** The demo bank pays a BR Code (from the player's own CPF unless told otherwise). */
export const payPix = (app: FastifyInstance, tenant: string, payload: string, payerCpf?: string) =>
  api(app, tenant).post('/demo/bank/pay', {
    payload,
    ...(payerCpf ? { payer_cpf: payerCpf } : {}),
  });

/** The deposit tests' steps on one test platform, read when a step runs (after it started). */
export function pixDeposits(platform: Pick<TestPlatform, 'app' | 'db'>) {
  const consult = (token: string, transactionId: string, tenant = 'demo') =>
    api(platform.app, tenant).post(
      '/main-gateway/consult-status-transaction',
      { transaction_id: transactionId },
      token,
    );
  return {
    async newDepositor(tenant = 'demo') {
      const { data, token, form } = await registerPlayer(platform.app, tenant);
      return { id: data.id, token, cpf: form.cpf, client: api(platform.app, tenant) };
    },
    charge: (token: string, amount = 5_000, tenant = 'demo', headers = {}) =>
      pixCharge(platform.app, tenant, token, amount, headers),
    pay: (payload: string, payerCpf?: string, tenant = 'demo') =>
      payPix(platform.app, tenant, payload, payerCpf),
    consult,
    async statusOf(token: string, transactionId: string) {
      const response = await consult(token, transactionId);
      expect(response.statusCode, response.body).toBe(200);
      return pixStatusResponseSchema.parse(jsonBody(response));
    },
    /** The demo player's wallet, and the sum of its ledger rows, which must agree. */
    async balanceOf(id: number) {
      const player = { tenantId: await tenantIdOf(platform.db, 'demo'), userId: id };
      const wallet = await findWallet(platform.db, player);
      return {
        balance: wallet?.balance ?? 0,
        ledger: await ledgerSum(platform.db, player),
        wallet,
      };
    },
  };
}

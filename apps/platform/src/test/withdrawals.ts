// Helpers for the withdrawal tests: a player who may withdraw, money in their wallet, their keys.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  type WithdrawalResponse,
  withdrawalResponseSchema,
  withdrawMethodResponseSchema,
  type WithdrawMethodResponse,
} from '@vitrine/contract/withdrawals.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import {
  findWallet,
  ledgerSum,
  lockWallet,
  postEntries,
} from '../modules/wallet/wallet-service.ts';
import { api, registerPlayer } from './accounts.ts';
import { tenantIdOf } from './casino.ts';
import { jsonBody } from './test-platform.ts';

export interface WithdrawingPlayer {
  id: number;
  tenantId: number;
  tenant: string;
  token: string;
  /** The player's CPF, 11 digits. */
  cpf: string;
  email: string;
  client: ReturnType<typeof api>;
}

/**
 * A new player of `tenant` with e-mail and phone verified and documents approved (unless told
 * otherwise), holding `balance` centavos from one deposit row.
 */
export async function withdrawingPlayer(
  app: FastifyInstance,
  db: Database,
  {
    tenant = 'demo',
    balance = 0,
    verified = true,
    kyc = 'approved',
  }: {
    tenant?: string;
    balance?: number;
    verified?: boolean;
    kyc?: 'none' | 'pending' | 'approved' | 'rejected';
  } = {},
): Promise<WithdrawingPlayer> {
  const { data, token, form } = await registerPlayer(app, tenant);
  const tenantId = await tenantIdOf(db, tenant);
  const now = new Date();
  await db
    .update(users)
    .set({
      emailVerifiedAt: verified ? now : null,
      phoneVerifiedAt: verified ? now : null,
      kycStatus: kyc,
    })
    .where(eq(users.id, data.id));
  if (balance > 0) await credit(db, { tenantId, userId: data.id }, balance);
  return {
    id: data.id,
    tenantId,
    tenant,
    token,
    cpf: form.cpf.replace(/\D/g, ''),
    email: form.email,
    client: api(app, tenant),
  };
}

/** Money in, as a paid deposit would put it: one `deposit` row. */
export async function credit(
  db: Database,
  player: { tenantId: number; userId: number },
  amount: number,
) {
  await db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, player, new Date());
    await postEntries(tx, wallet, [{ type: 'deposit', amount }], new Date());
  });
}

/** The wallet's balance and the sum of its rows, which must agree. */
export async function balanceOf(db: Database, player: { tenantId: number; id: number }) {
  const ref = { tenantId: player.tenantId, userId: player.id };
  const wallet = await findWallet(db, ref);
  return { balance: wallet?.balance ?? 0, ledger: await ledgerSum(db, ref) };
}

export async function addKey(
  player: WithdrawingPlayer,
  type: 'cpf' | 'email' | 'phone' | 'random',
  key: string,
): Promise<WithdrawMethodResponse> {
  const response = await player.client.post('/address/create', { type, key }, player.token);
  expect(response.statusCode, response.body).toBe(200);
  return withdrawMethodResponseSchema.parse(jsonBody(response));
}

/** The player's own CPF as their key. */
export const addOwnCpfKey = (player: WithdrawingPlayer) => addKey(player, 'cpf', player.cpf);

export const newRandomKey = () => randomUUID();

export function requestWithdrawal(
  player: WithdrawingPlayer,
  body: { amount: number; method_id?: number },
  headers: Record<string, string> = {},
) {
  return player.client.post('/wallet/withdraw/request', body, player.token, headers);
}

export async function withdraw(
  player: WithdrawingPlayer,
  amount: number,
): Promise<WithdrawalResponse> {
  const response = await requestWithdrawal(player, { amount });
  expect(response.statusCode, response.body).toBe(200);
  return withdrawalResponseSchema.parse(jsonBody(response));
}

export const cancelWithdrawal = (player: WithdrawingPlayer, id: number) =>
  player.client.post('/main-gateway/user-cancel-withdrawal', { id }, player.token);

/** The operator's move in the demo console. */
export const consoleMove = (app: FastifyInstance, tenant: string, id: number, status: number) =>
  api(app, tenant).post(`/demo/console/withdrawals/${id}/status`, { status });

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentRefusalSchema } from '@vitrine/contract/payments.ts';
import {
  WITHDRAWAL_STATUS,
  withdrawalPageSchema,
  withdrawalResponseSchema,
} from '@vitrine/contract/withdrawals.ts';
import { users } from '../../db/schema/users.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { withdrawals } from '../../db/schema/withdrawals.ts';
import { api, selfExcludeForADay } from '../../test/accounts.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import {
  addKey,
  addOwnCpfKey,
  balanceOf,
  cancelWithdrawal,
  consoleMove,
  requestWithdrawal,
  withdraw,
  type WithdrawingPlayer,
  withdrawingPlayer,
} from '../../test/withdrawals.ts';

const platform = testPlatformPerFile();

const newPlayer = (options: Parameters<typeof withdrawingPlayer>[2] = {}) =>
  withdrawingPlayer(platform.app, platform.db, options);

/** A player with R$ 500,00 and their own CPF as their key. */
async function readyPlayer(balance = 50_000, tenant = 'demo') {
  const player = await newPlayer({ balance, tenant });
  await addOwnCpfKey(player);
  return player;
}

async function refusalOf(response: { statusCode: number; body: string }, statusCode = 422) {
  expect(response.statusCode, response.body).toBe(statusCode);
  return paymentRefusalSchema.parse(jsonBody(response));
}

const withdrawRows = (player: WithdrawingPlayer) =>
  platform.db
    .select({ amount: walletTransactions.amount, withdrawalId: walletTransactions.withdrawalId })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, player.id), eq(walletTransactions.type, 'withdraw')))
    .orderBy(walletTransactions.id);

async function listOf(player: WithdrawingPlayer, page = 1) {
  const response = await player.client.get(`/wallet/withdrawals?page=${page}`, player.token);
  expect(response.statusCode, response.body).toBe(200);
  return withdrawalPageSchema.parse(jsonBody(response));
}

describe('POST /wallet/withdraw/request', () => {
  it('reserves the amount at once with a withdraw row, and lists the withdrawal as pending', async () => {
    const player = await readyPlayer(50_000);
    const answer = await withdraw(player, 20_000);
    expect(answer).toMatchObject({
      status: true,
      balance: 30_000,
      balance_withdrawal: 30_000,
      withdrawal: { amount: 20_000, status: WITHDRAWAL_STATUS.pending, method: { type: 'cpf' } },
    });
    expect(await withdrawRows(player)).toEqual([
      { amount: -20_000, withdrawalId: answer.withdrawal.id },
    ]);
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 30_000, ledger: 30_000 });
    const list = await listOf(player);
    expect(list).toEqual({ data: [answer.withdrawal], current_page: 1, last_page: 1, total: 1 });
  });

  it('pays the key it names, else the selected key; a key of someone else is not found', async () => {
    const player = await readyPlayer(50_000);
    const email = await addKey(player, 'email', `saque${player.id}@exemplo.com`);
    const cpfKey = email.methods.find((method) => method.type === 'cpf');
    const toSelected = await withdraw(player, 2_000);
    expect(toSelected.withdrawal.method.id).toBe(email.method.id);
    const named = await requestWithdrawal(player, { amount: 2_000, method_id: cpfKey?.id });
    expect(withdrawalResponseSchema.parse(jsonBody(named)).withdrawal.method.id).toBe(cpfKey?.id);

    const other = await readyPlayer(50_000);
    const stolen = await requestWithdrawal(other, { amount: 2_000, method_id: email.method.id });
    expect((await refusalOf(stolen, 404)).message).toBe('Chave PIX não encontrada.');
    expect(await balanceOf(platform.db, other)).toEqual({ balance: 50_000, ledger: 50_000 });
  });

  it('asks for the e-mail and phone to be verified first, in §5’s words', async () => {
    const player = await newPlayer({ balance: 50_000, verified: false, kyc: 'none' });
    await addOwnCpfKey(player);
    const both = await refusalOf(await requestWithdrawal(player, { amount: 5_000 }));
    expect(both).toMatchObject({
      status: false,
      message:
        'Para sua segurança, é necessário verificar seu e-mail e telefone antes de continuar.',
    });
    await platform.db
      .update(users)
      .set({ phoneVerifiedAt: new Date() })
      .where(eq(users.id, player.id));
    expect((await refusalOf(await requestWithdrawal(player, { amount: 5_000 }))).message).toBe(
      'Para sua segurança, é necessário verificar seu e-mail antes de continuar.',
    );
    await platform.db
      .update(users)
      .set({ phoneVerifiedAt: null, emailVerifiedAt: new Date() })
      .where(eq(users.id, player.id));
    expect((await refusalOf(await requestWithdrawal(player, { amount: 5_000 }))).message).toBe(
      'Para sua segurança, é necessário verificar seu telefone antes de continuar.',
    );
    const english = await player.client.post(
      '/wallet/withdraw/request',
      { amount: 5_000 },
      player.token,
      { 'accept-language': 'en' },
    );
    expect((await refusalOf(english)).message).toBe(
      'For your security, you need to verify your phone before continuing.',
    );
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 50_000, ledger: 50_000 });
  });

  it('asks for approved documents where the tenant requires KYC', async () => {
    const player = await newPlayer({ balance: 50_000, kyc: 'none' });
    await addOwnCpfKey(player);
    const messages: Record<string, string> = {
      none: 'Pelas novas regulamentações, é necessário enviar seus documentos antes de sacar.',
      pending: 'Seus documentos estão em análise. Você poderá sacar assim que forem aprovados.',
      rejected: 'Seus documentos foram recusados. Envie-os novamente para poder sacar.',
    };
    for (const [kyc, message] of Object.entries(messages)) {
      await platform.db
        .update(users)
        .set({ kycStatus: kyc as 'none' | 'pending' | 'rejected' })
        .where(eq(users.id, player.id));
      expect((await refusalOf(await requestWithdrawal(player, { amount: 5_000 }))).message).toBe(
        message,
      );
    }
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 50_000, ledger: 50_000 });
  });

  it("keeps the amount within the tenant's min_withdrawal–max_withdrawal and the balance", async () => {
    const player = await readyPlayer(3_000);
    for (const amount of [1_999, 1_000_001]) {
      const refusal = await refusalOf(await requestWithdrawal(player, { amount }));
      expect(refusal.message.replace(/\u00a0/g, ' ')).toBe(
        'O valor do saque deve estar entre R$ 20,00 e R$ 10.000,00.',
      );
      expect(refusal.errors?.amount).toEqual([refusal.message]);
    }
    const over = await refusalOf(await requestWithdrawal(player, { amount: 3_001 }));
    expect(over.message.replace(/\u00a0/g, ' ')).toBe(
      'Saldo insuficiente: você pode sacar até R$ 30,00.',
    );
    expect((await refusalOf(await requestWithdrawal(player, { amount: 20.5 }))).status).toBe(false);
    expect((await withdraw(player, 3_000)).balance).toBe(0);
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 0, ledger: 0 });
  });

  it('needs a PIX key', async () => {
    const player = await newPlayer({ balance: 5_000 });
    expect((await refusalOf(await requestWithdrawal(player, { amount: 2_000 }))).message).toBe(
      'Cadastre uma chave PIX para sacar.',
    );
  });

  it('refuses a self-excluded player with the §4 answer', async () => {
    const player = await readyPlayer(5_000);
    await selfExcludeForADay(platform.db, player.id);
    const response = await requestWithdrawal(player, { amount: 2_000 });
    expect(response.statusCode).toBe(403);
    expect(jsonBody(response)).toMatchObject({ selfExcluded: true });
    expect((await cancelWithdrawal(player, 1)).statusCode).toBe(403);
    // Reading stays possible.
    expect((await listOf(player)).total).toBe(0);
  });

  it('answers a replay with the same Idempotency-Key with the same withdrawal, reserving once', async () => {
    const player = await readyPlayer(50_000);
    const headers = { 'idempotency-key': `saque-${player.id}` };
    const first = await requestWithdrawal(player, { amount: 5_000 }, headers);
    expect(first.statusCode, first.body).toBe(200);
    const again = await requestWithdrawal(player, { amount: 5_000 }, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(jsonBody(again)).toEqual(jsonBody(first));
    expect(await withdrawRows(player)).toHaveLength(1);
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 45_000, ledger: 45_000 });
  });

  it('never overdraws under 20 concurrent requests on one wallet', async () => {
    const player = await readyPlayer(50_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => requestWithdrawal(player, { amount: 3_000 })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    // 16 × R$ 30,00 fit in R$ 500,00; the other 4 find too little left.
    expect(codes.filter((code) => code === 200)).toHaveLength(16);
    expect(codes.filter((code) => code === 422)).toHaveLength(4);
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 2_000, ledger: 2_000 });
    expect((await listOf(player)).total).toBe(16);
  });
});

describe('POST /main-gateway/user-cancel-withdrawal', () => {
  it('cancels a pending withdrawal and returns the amount once', async () => {
    const player = await readyPlayer(50_000);
    const { withdrawal } = await withdraw(player, 10_000);
    const cancelled = await cancelWithdrawal(player, withdrawal.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(withdrawalResponseSchema.parse(jsonBody(cancelled))).toMatchObject({
      status: true,
      balance: 50_000,
      withdrawal: { id: withdrawal.id, status: WITHDRAWAL_STATUS.cancelled },
    });
    const again = await refusalOf(await cancelWithdrawal(player, withdrawal.id), 409);
    expect(again.message).toBe('Só um saque pendente pode ser cancelado. Este está: Cancelado.');
    expect(await withdrawRows(player)).toEqual([
      { amount: -10_000, withdrawalId: withdrawal.id },
      { amount: 10_000, withdrawalId: withdrawal.id },
    ]);
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 50_000, ledger: 50_000 });
    const [row] = await platform.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, withdrawal.id));
    expect(row).toMatchObject({ reason: 'cancelled_by_player' });
    expect(row?.returnedAt).not.toBeNull();
  });

  it('refuses a withdrawal that is no longer pending', async () => {
    const player = await readyPlayer(50_000);
    const { withdrawal } = await withdraw(player, 10_000);
    expect((await consoleMove(platform.app, 'demo', withdrawal.id, 4)).statusCode).toBe(200);
    const refusal = await refusalOf(await cancelWithdrawal(player, withdrawal.id), 409);
    expect(refusal.message).toBe(
      'Só um saque pendente pode ser cancelado. Este está: Processando.',
    );
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 40_000, ledger: 40_000 });
  });

  it('returns once when the player and the operator cancel at the same time', async () => {
    const player = await readyPlayer(50_000);
    const { withdrawal } = await withdraw(player, 10_000);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => cancelWithdrawal(player, withdrawal.id)),
      ...Array.from({ length: 5 }, () =>
        consoleMove(platform.app, 'demo', withdrawal.id, WITHDRAWAL_STATUS.cancelled),
      ),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    expect(await withdrawRows(player)).toHaveLength(2);
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 50_000, ledger: 50_000 });
  });
});

describe('GET /wallet/withdrawals', () => {
  it('pages the withdrawals newest first, 20 to a page', async () => {
    const player = await readyPlayer(1_000_000);
    const made: number[] = [];
    for (let index = 0; index < 21; index += 1)
      made.push((await withdraw(player, 2_000)).withdrawal.id);
    const first = await listOf(player);
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 21 });
    expect(first.data.map((withdrawal) => withdrawal.id)).toEqual(made.slice(1).reverse());
    expect((await listOf(player, 2)).data.map((withdrawal) => withdrawal.id)).toEqual([made[0]]);
    const bad = await player.client.get('/wallet/withdrawals?page=-1', player.token);
    expect(bad.statusCode).toBe(422);
  });
});

describe('tenant isolation', () => {
  it('keeps a withdrawal to its player and tenant: others can neither see nor cancel it', async () => {
    const player = await readyPlayer(50_000);
    const { withdrawal } = await withdraw(player, 10_000);
    const neighbour = await readyPlayer(50_000);
    expect((await cancelWithdrawal(neighbour, withdrawal.id)).statusCode).toBe(404);
    expect((await listOf(neighbour)).total).toBe(0);

    const sorte = await readyPlayer(50_000, 'sorte');
    expect((await cancelWithdrawal(sorte, withdrawal.id)).statusCode).toBe(404);
    expect((await listOf(sorte)).total).toBe(0);
    expect((await consoleMove(platform.app, 'sorte', withdrawal.id, 2)).statusCode).toBe(404);
    // Demo's token on sorte's apiLink is no one.
    const crossed = await api(platform.app, 'sorte').post(
      '/main-gateway/user-cancel-withdrawal',
      { id: withdrawal.id },
      player.token,
    );
    expect(crossed.statusCode).toBe(401);
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 40_000, ledger: 40_000 });
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { WITHDRAWAL_STATUS } from '@vitrine/contract/withdrawals.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { users } from '../../db/schema/users.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { api } from '../../test/accounts.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import { lockWallet, postEntries } from '../../modules/wallet/wallet-service.ts';
import {
  addOwnCpfKey,
  balanceOf,
  consoleMove,
  withdraw,
  type WithdrawingPlayer,
  withdrawingPlayer,
} from '../../test/withdrawals.ts';

const platform = testPlatformPerFile();

async function readyPlayer(balance = 50_000, tenant = 'demo') {
  const player = await withdrawingPlayer(platform.app, platform.db, { balance, tenant });
  await addOwnCpfKey(player);
  return player;
}

const move = (id: number, status: number, tenant = 'demo') =>
  consoleMove(platform.app, tenant, id, status);

const returns = (player: WithdrawingPlayer) =>
  platform.db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, player.id), eq(walletTransactions.type, 'withdraw')));

describe('GET /demo/console', () => {
  it("lists the tenant's withdrawals with the player and key masked, under a nonce policy", async () => {
    const player = await readyPlayer();
    await platform.db
      .update(users)
      .set({ firstName: '<script>alert(1)</script>', lastName: 'Mendes' })
      .where(eq(users.id, player.id));
    const { withdrawal } = await withdraw(player, 12_345);
    const page = await api(platform.app, 'demo').get('/demo/console');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+'/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<section id="withdrawals"');
    expect(page.body).toContain('R$\u00a0123,45');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; M.');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain(`${player.email.slice(0, 1)}***@vitrine.test`);
    expect(page.body).not.toContain(player.email);
    expect(page.body).toContain(`CPF ***.${player.cpf.slice(3, 6)}.`);
    expect(page.body).not.toContain(player.cpf);
    expect(page.body).toContain(`data-post="console/withdrawals/${withdrawal.id}/status"`);
    expect(page.body).toContain('Pendente');

    const english = await api(platform.app, 'demo').get('/demo/console', undefined, {
      'accept-language': 'en',
    });
    expect(english.body).toContain('Put under analysis');
    // Another tenant's console does not show it.
    const sorte = await api(platform.app, 'sorte').get('/demo/console');
    expect(sorte.body).not.toContain(`console/withdrawals/${withdrawal.id}/status`);
  });
});

describe('POST /demo/console/withdrawals/{id}/status', () => {
  it('moves a withdrawal through processing and analysis to approved, then refuses any move', async () => {
    const player = await readyPlayer();
    const { withdrawal } = await withdraw(player, 10_000);
    for (const status of [
      WITHDRAWAL_STATUS.processing,
      WITHDRAWAL_STATUS.under_analysis,
      WITHDRAWAL_STATUS.approved,
    ]) {
      const moved = await move(withdrawal.id, status);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(jsonBody(moved)).toMatchObject({ withdrawal: { status }, returned: false });
    }
    for (const status of [2, 3, 4, 5]) {
      const refused = await move(withdrawal.id, status);
      expect(refused.statusCode).toBe(409);
      expect(laravelErrorSchema.parse(jsonBody(refused)).message).toBe(
        'Este saque já foi encerrado (Aprovado); seu status não muda mais.',
      );
    }
    expect(await returns(player)).toHaveLength(1);
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 40_000, ledger: 40_000 });
    const page = await api(platform.app, 'demo').get('/demo/console');
    expect(page.body).not.toContain(`console/withdrawals/${withdrawal.id}/status`);
  });

  it('returns the amount once for an invalid key, and once for a cancellation', async () => {
    const player = await readyPlayer();
    const first = (await withdraw(player, 10_000)).withdrawal;
    const second = (await withdraw(player, 5_000)).withdrawal;
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 35_000, ledger: 35_000 });

    const invalid = await move(first.id, WITHDRAWAL_STATUS.invalid_pix_key);
    expect(jsonBody(invalid)).toMatchObject({
      message: `Saque #${first.id}: Chave PIX inválida (em liberação).`,
      returned: true,
    });
    expect((await move(first.id, WITHDRAWAL_STATUS.invalid_pix_key)).statusCode).toBe(409);
    expect((await move(first.id, WITHDRAWAL_STATUS.cancelled)).statusCode).toBe(409);

    expect((await move(second.id, WITHDRAWAL_STATUS.under_analysis)).statusCode).toBe(200);
    const cancelled = await Promise.all(
      Array.from({ length: 6 }, () => move(second.id, WITHDRAWAL_STATUS.cancelled)),
    );
    expect(cancelled.map((answer) => answer.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409,
    ]);
    expect(await returns(player)).toHaveLength(4);
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 50_000, ledger: 50_000 });
  });

  it('answers a move to the status it has without moving money', async () => {
    const player = await readyPlayer();
    const { withdrawal } = await withdraw(player, 10_000);
    expect((await move(withdrawal.id, WITHDRAWAL_STATUS.processing)).statusCode).toBe(200);
    const same = await move(withdrawal.id, WITHDRAWAL_STATUS.processing);
    expect(jsonBody(same)).toMatchObject({ withdrawal: { status: 4 }, returned: false });
    expect(await returns(player)).toHaveLength(1);
  });

  it('refuses an unknown withdrawal, another tenant’s, a bad id and a status out of range', async () => {
    const player = await readyPlayer();
    const { withdrawal } = await withdraw(player, 10_000);
    expect((await move(withdrawal.id, 2, 'sorte')).statusCode).toBe(404);
    expect((await move(2_000_000_000, 2)).statusCode).toBe(404);
    const badId = await api(platform.app, 'demo').post('/demo/console/withdrawals/abc/status', {
      status: 2,
    });
    expect(badId.statusCode).toBe(404);
    for (const status of [0, 6, 1.5, '2']) {
      expect(
        (
          await api(platform.app, 'demo').post(
            `/demo/console/withdrawals/${withdrawal.id}/status`,
            { status },
          )
        ).statusCode,
      ).toBe(422);
    }
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 40_000, ledger: 40_000 });
  });
});

describe('a player in debt (decision 027)', () => {
  it('holds the approval of a pending withdrawal while the balance is below zero; a cancel repays', async () => {
    const player = await readyPlayer(10_000);
    const { withdrawal } = await withdraw(player, 4_000);
    // A sportsbook rollback of a win already spent: 6.000 left, 7.000 taken back.
    const ref = { tenantId: player.tenantId, userId: player.id };
    await moneyTransaction(platform.db, async (tx) => {
      const wallet = await lockWallet(tx, ref, new Date());
      await postEntries(tx, wallet, [{ type: 'win', amount: -7_000 }], new Date());
    });
    expect(await balanceOf(platform.db, player)).toEqual({ balance: -1_000, ledger: -1_000 });

    const held = await move(withdrawal.id, WITHDRAWAL_STATUS.approved);
    expect(held.statusCode).toBe(409);
    expect(laravelErrorSchema.parse(jsonBody(held)).message).toContain('Saque retido');
    expect(await returns(player)).toHaveLength(1);

    const cancelled = await move(withdrawal.id, WITHDRAWAL_STATUS.cancelled);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 3_000, ledger: 3_000 });
  });
});

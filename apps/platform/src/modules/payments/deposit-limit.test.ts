import { describe, expect, it } from 'vitest';
import { paymentRefusalSchema } from '@vitrine/contract/payments.ts';
import { pixDeposits } from '../../test/payments.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';

// Issue 35: a player's deposit limit, checked when a code is made and again when it is paid.
const clock = manualClock(new Date('2026-06-01T15:00:00.000Z'));
const platform = testPlatformPerFile({ clock, seedGames: 0 });
const { newDepositor, charge, pay, statusOf, balanceOf } = pixDeposits(platform);

async function depositorWithDailyLimit(amount: number) {
  const player = await newDepositor();
  const set = await player.client.post(
    '/responsible-gaming/limits',
    { kind: 'deposit', period: 'day', amount },
    player.token,
  );
  expect(set.statusCode, set.body).toBe(200);
  return player;
}

describe('a deposit limit', () => {
  it('refuses a code over what is left today, saying how much is left and until when', async () => {
    const player = await depositorWithDailyLimit(10_000);
    const over = await player.client.post(
      '/main-gateway/qrcode-pix',
      { amount: 15_000 },
      player.token,
    );
    expect(over.statusCode).toBe(422);
    const refusal = paymentRefusalSchema.parse(jsonBody(over));
    expect(refusal.status).toBe(false);
    // Intl writes a no-break space after R$.
    expect(refusal.message).toMatch(
      /^Limite de depósito: você ainda pode depositar R\$\s100,00 até /,
    );
    expect(refusal.errors?.amount?.[0]).toBe(refusal.message);
    // Within it, the code is made.
    expect((await charge(player.token, 10_000)).amount).toBe(10_000);
  });

  it('declines the payment of a second code once the first used the room', async () => {
    const player = await depositorWithDailyLimit(10_000);
    const first = await charge(player.token, 8_000);
    const second = await charge(player.token, 8_000);
    expect((await pay(first.qrcode, player.cpf)).statusCode).toBe(200);
    await pay(second.qrcode, player.cpf);
    expect((await statusOf(player.token, second.transaction_id)).status).toBe('refused');
    expect(await balanceOf(player.id)).toMatchObject({ balance: 8_000, ledger: 8_000 });
  });

  it('credits no more than the limit when several codes are paid at once', async () => {
    const player = await depositorWithDailyLimit(10_000);
    const codes = [];
    for (let index = 0; index < 5; index += 1) codes.push(await charge(player.token, 4_000));
    await Promise.all(codes.map((code) => pay(code.qrcode, player.cpf)));
    const statuses = await Promise.all(
      codes.map(async (code) => (await statusOf(player.token, code.transaction_id)).status),
    );
    expect(statuses.filter((status) => status === 'paid')).toHaveLength(2);
    expect(statuses.filter((status) => status === 'refused')).toHaveLength(3);
    expect(await balanceOf(player.id)).toMatchObject({ balance: 8_000, ledger: 8_000 });
  });

  it('leaves a player without a limit as before', async () => {
    const player = await newDepositor();
    const code = await charge(player.token, 50_000);
    expect((await pay(code.qrcode, player.cpf)).statusCode).toBe(200);
    expect(await balanceOf(player.id)).toMatchObject({ balance: 50_000 });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { paymentRefusalSchema, pixChargeResponseSchema } from '@vitrine/contract/payments.ts';
import { pixCharges } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { api, newCpf, registerPlayer } from '../../test/accounts.ts';
import { pixDeposits } from '../../test/payments.ts';
import {
  jsonBody,
  manualClock,
  TEST_PUBLIC_URL,
  testPlatformPerFile,
} from '../../test/test-platform.ts';

const clock = manualClock(new Date());
const platform = testPlatformPerFile({ clock });

const { newDepositor, charge, pay, consult, statusOf, balanceOf } = pixDeposits(platform);

describe('POST /main-gateway/qrcode-pix', () => {
  it('answers the PSP’s charge, good for 5 minutes, waiting for its payment', async () => {
    const player = await newDepositor();
    const created = await charge(player.token, 5_000);
    expect(created.amount).toBe(5_000);
    expect(Date.parse(created.expires_at) - Date.parse(created.created_at)).toBe(5 * 60 * 1000);
    expect(await statusOf(player.token, created.transaction_id)).toEqual({
      status: 'waiting_payment',
      paid: false,
      amount: 5_000,
    });
  });

  it('names the demo bank page with the charge’s code in demo mode', async () => {
    const player = await newDepositor();
    const created = await charge(player.token, 5_000);
    expect(created.demo_bank_url).toBe(
      `${TEST_PUBLIC_URL}/t/demo/demo/bank?code=${encodeURIComponent(created.qrcode)}`,
    );
    const page = await platform.app.inject({
      method: 'GET',
      url: new URL(created.demo_bank_url!).pathname + new URL(created.demo_bank_url!).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="pay"');
  });

  it("refuses an amount outside the tenant's limits with status false and the range", async () => {
    const player = await newDepositor();
    for (const amount of [999, 5_000_001]) {
      const response = await player.client.post(
        '/main-gateway/qrcode-pix',
        { amount },
        player.token,
      );
      expect(response.statusCode).toBe(422);
      const body = paymentRefusalSchema.parse(jsonBody(response));
      expect(body.message.replace(/\u00a0/g, ' ')).toBe(
        'O valor do depósito deve estar entre R$ 10,00 e R$ 50.000,00.',
      );
      expect(body.errors?.amount).toEqual([body.message]);
    }
    const english = await player.client.post(
      '/main-gateway/qrcode-pix',
      { amount: 1 },
      player.token,
      {
        'accept-language': 'en',
      },
    );
    expect(paymentRefusalSchema.parse(jsonBody(english)).message).toMatch(
      /^The deposit must be between R\$10\.00 and R\$50,000\.00\.$/,
    );
    const fraction = await player.client.post(
      '/main-gateway/qrcode-pix',
      { amount: 10.5 },
      player.token,
    );
    expect(fraction.statusCode).toBe(422);
    expect(paymentRefusalSchema.parse(jsonBody(fraction)).status).toBe(false);
  });

  it('is for signed-in players only', async () => {
    const guest = await api(platform.app, 'demo').post('/main-gateway/qrcode-pix', {
      amount: 5_000,
    });
    expect(guest.statusCode).toBe(401);
    const consultAsGuest = await api(platform.app, 'demo').post(
      '/main-gateway/consult-status-transaction',
      {
        transaction_id: 'VTR1',
      },
    );
    expect(consultAsGuest.statusCode).toBe(401);
  });

  it('answers a replay with the same Idempotency-Key with the same charge', async () => {
    const player = await newDepositor();
    const headers = { 'idempotency-key': `pix-${player.id}` };
    const first = await charge(player.token, 2_000, 'demo', headers);
    const again = await player.client.post(
      '/main-gateway/qrcode-pix',
      { amount: 2_000 },
      player.token,
      headers,
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(pixChargeResponseSchema.parse(jsonBody(again))).toEqual(first);
    const rows = await platform.db
      .select()
      .from(pixCharges)
      .where(eq(pixCharges.userId, player.id));
    expect(rows).toHaveLength(1);
  });
});

describe('the demo bank', () => {
  it('credits a payment from the player’s own CPF exactly once, and refuses a second one', async () => {
    const player = await newDepositor();
    const created = await charge(player.token, 5_000);
    const paid = await pay(created.qrcode);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(jsonBody(paid)).toMatchObject({
      status: 'paid',
      amount: 5_000,
      transaction_id: created.transaction_id,
    });

    const again = await pay(created.qrcode, player.cpf);
    expect(again.statusCode).toBe(409);
    expect(laravelErrorSchema.parse(jsonBody(again)).message).toBe('Este PIX já foi pago.');

    const { balance, ledger, wallet } = await balanceOf(player.id);
    expect(balance).toBe(5_000);
    expect(ledger).toBe(balance);
    expect(wallet?.depositCount).toBe(1);
    expect(await statusOf(player.token, created.transaction_id)).toEqual({
      status: 'paid',
      paid: true,
      amount: 5_000,
      balance: 5_000,
      sequence: 1,
    });
  });

  it('credits 20 concurrent payments of the same code once', async () => {
    const player = await newDepositor();
    const created = await charge(player.token, 3_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(created.qrcode)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array<number>(19).fill(409),
    ]);
    const { balance, ledger, wallet } = await balanceOf(player.id);
    expect(balance).toBe(3_000);
    expect(ledger).toBe(3_000);
    expect(wallet?.depositCount).toBe(1);
  });

  it('refunds, never credits, a payment from another CPF (Portaria SPA/MF 615/2024)', async () => {
    const player = await newDepositor();
    const created = await charge(player.token, 5_000);
    const response = await pay(created.qrcode, newCpf());
    expect(response.statusCode).toBe(200);
    expect(jsonBody(response)).toMatchObject({ status: 'refunded' });
    const [row] = await platform.db
      .select()
      .from(pixCharges)
      .where(eq(pixCharges.txid, created.transaction_id));
    expect(row).toMatchObject({ status: 'refunded', refundReason: 'payer_cpf_not_the_player' });
    expect(await balanceOf(player.id)).toMatchObject({ balance: 0, ledger: 0 });
    expect((await statusOf(player.token, created.transaction_id)).status).toBe('refunded');
    // Closed: the player's own CPF cannot pay it afterwards either.
    expect((await pay(created.qrcode, player.cpf)).statusCode).toBe(409);
  });

  it('refuses an invalid code, a corrupted one, an unknown charge and an invalid CPF', async () => {
    const player = await newDepositor();
    const created = await charge(player.token);
    expect((await pay('not a pix code')).statusCode).toBe(422);
    expect((await pay(created.qrcode.replace('50.00', '90.00'))).statusCode).toBe(422);
    expect((await pay(created.qrcode, '111.111.111-11')).statusCode).toBe(422);
    const bcbExample =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
      '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect((await pay(bcbExample)).statusCode).toBe(422);
    expect((await statusOf(player.token, created.transaction_id)).status).toBe('waiting_payment');
  });

  it('expires a charge after 5 minutes: no payment, status expired', async () => {
    const player = await newDepositor();
    const created = await charge(player.token);
    clock.advance(4 * 60 + 59);
    expect((await statusOf(player.token, created.transaction_id)).status).toBe('waiting_payment');
    clock.advance(1);
    expect(await statusOf(player.token, created.transaction_id)).toEqual({
      status: 'expired',
      paid: false,
      amount: 5_000,
    });
    const late = await pay(created.qrcode);
    expect(late.statusCode).toBe(410);
    expect(laravelErrorSchema.parse(jsonBody(late)).message).toBe(
      'Este PIX expirou. Gere um novo.',
    );
    expect(await balanceOf(player.id)).toMatchObject({ balance: 0, ledger: 0 });
  });

  it('declines (refused) a payment to a player who self-excluded after generating the code', async () => {
    const player = await newDepositor();
    const created = await charge(player.token);
    await platform.db
      .update(users)
      .set({
        selfExclusionStartAt: clock(),
        selfExclusionEndAt: new Date(clock().getTime() + 86_400_000),
      })
      .where(eq(users.id, player.id));
    expect((await pay(created.qrcode)).statusCode).toBe(409);
    expect((await statusOf(player.token, created.transaction_id)).status).toBe('refused');
    expect(await balanceOf(player.id)).toMatchObject({ balance: 0, ledger: 0 });
    // A self-excluded player cannot start a deposit.
    expect(
      (await player.client.post('/main-gateway/qrcode-pix', { amount: 5_000 }, player.token))
        .statusCode,
    ).toBe(403);
  });

  it('reports a chargeback the PSP recorded later', async () => {
    const player = await newDepositor();
    const created = await charge(player.token);
    await platform.db
      .update(pixCharges)
      .set({ status: 'chargebacked' })
      .where(eq(pixCharges.txid, created.transaction_id));
    expect(await statusOf(player.token, created.transaction_id)).toEqual({
      status: 'chargebacked',
      paid: false,
      amount: 5_000,
    });
  });

  it('shows the amount and payee of a pasted code, the player’s CPF masked', async () => {
    const player = await newDepositor();
    const created = await charge(player.token, 5_000);
    const page = await player.client.get(`/demo/bank?code=${encodeURIComponent(created.qrcode)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    expect(page.body).toContain('R$&nbsp;50,00'.replace('&nbsp;', '\u00a0'));
    expect(page.body).toContain('Vitrine Cassino');
    expect(page.body).toContain(`***.${player.cpf.replace(/\D/g, '').slice(3, 6)}.`);
    const junk = await player.client.get('/demo/bank?code=junk');
    expect(junk.body).toContain('Código PIX inválido.');
  });
});

describe('tenant isolation', () => {
  it('keeps a charge to its tenant and player: others can neither see nor pay it', async () => {
    const player = await newDepositor();
    const created = await charge(player.token);
    // Another player of the same tenant.
    const other = await newDepositor();
    expect((await consult(other.token, created.transaction_id)).statusCode).toBe(404);
    // The sorte tenant's apiLink knows neither the charge nor its code.
    const sortePlayer = await registerPlayer(platform.app, 'sorte');
    expect((await consult(sortePlayer.token, created.transaction_id, 'sorte')).statusCode).toBe(
      404,
    );
    expect((await pay(created.qrcode, undefined, 'sorte')).statusCode).toBe(404);
    // Demo's token on sorte's apiLink is no one.
    expect((await consult(player.token, created.transaction_id, 'sorte')).statusCode).toBe(401);
    expect((await statusOf(player.token, created.transaction_id)).status).toBe('waiting_payment');
  });
});

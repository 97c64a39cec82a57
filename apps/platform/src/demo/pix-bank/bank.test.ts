import { describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { api } from '../../test/accounts.ts';
import { pixDeposits } from '../../test/payments.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import { buildBrCode, parseBrCode } from '../pix-psp/br-code.ts';
import { tenantPixKey } from '../pix-psp/demo-pix-psp.ts';

// The demo bank takes only the code a charge issued: a code forged from it, with its CRC
// recomputed, is one any bank app would read, and still pays nothing.

const platform = testPlatformPerFile();
const { newDepositor, charge, pay, statusOf, balanceOf } = pixDeposits(platform);

/** The charge's own code with one field changed, its CRC recomputed: a code any bank would read. */
function forgedCode(qrcode: string, change: { amount?: number; pixKey?: string }) {
  const issued = parseBrCode(qrcode);
  if (!issued?.txid || issued.amount === null) throw new Error('not an issued charge code');
  return buildBrCode({ ...issued, amount: issued.amount, txid: issued.txid, ...change });
}

const NOT_THE_CHARGE =
  'Este código PIX não corresponde à cobrança: o valor ou o recebedor foi alterado.';

describe('the demo bank', () => {
  it('refuses a code forged with another amount or another payee key: 422 on payload, nothing credited', async () => {
    const player = await newDepositor();
    const created = await charge(player.token, 5_000);
    expect(parseBrCode(created.qrcode)?.pixKey).toBe(tenantPixKey('demo'));
    const forgeries = [
      forgedCode(created.qrcode, { amount: 500_000 }),
      forgedCode(created.qrcode, { pixKey: tenantPixKey('sorte') }),
    ];
    for (const forged of forgeries) {
      expect(parseBrCode(forged)?.txid).toBe(created.transaction_id);
      const response = await pay(forged);
      expect(response.statusCode, response.body).toBe(422);
      expect(laravelErrorSchema.parse(jsonBody(response))).toMatchObject({
        message: NOT_THE_CHARGE,
        errors: { payload: [NOT_THE_CHARGE] },
      });
    }
    const english = await api(platform.app, 'demo').post(
      '/demo/bank/pay',
      { payload: forgeries[0] },
      undefined,
      { 'accept-language': 'en' },
    );
    expect(laravelErrorSchema.parse(jsonBody(english)).message).toBe(
      'This PIX code does not match its charge: the amount or the payee was changed.',
    );
    expect(await balanceOf(player.id)).toMatchObject({ balance: 0, ledger: 0 });
    expect((await statusOf(player.token, created.transaction_id)).status).toBe('waiting_payment');
    // The charge's own code, pasted with stray whitespace, still pays what the charge says.
    expect(jsonBody(await pay(`  ${created.qrcode}\n`))).toMatchObject({
      status: 'paid',
      amount: 5_000,
    });
    expect(await balanceOf(player.id)).toMatchObject({ balance: 5_000, ledger: 5_000 });
  });

  it('shows a forged code’s refusal, never its amount, and offers no payment', async () => {
    const player = await newDepositor();
    const created = await charge(player.token, 5_000);
    for (const forged of [
      forgedCode(created.qrcode, { amount: 500_000 }),
      forgedCode(created.qrcode, { pixKey: tenantPixKey('sorte') }),
    ]) {
      const page = await player.client.get(`/demo/bank?code=${encodeURIComponent(forged)}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('R$\u00a05.000,00');
      expect(page.body).toContain(NOT_THE_CHARGE);
      expect(page.body).toContain('aria-invalid="true"');
      expect(page.body).not.toContain('id="pay"');
    }
    const english = await player.client.get(
      `/demo/bank?code=${encodeURIComponent(forgedCode(created.qrcode, { amount: 500_000 }))}`,
      undefined,
      { 'accept-language': 'en' },
    );
    expect(english.body).toContain(
      'This PIX code does not match its charge: the amount or the payee was changed.',
    );
    const genuine = await player.client.get(
      `/demo/bank?code=${encodeURIComponent(created.qrcode)}`,
    );
    expect(genuine.body).toContain('R$\u00a050,00');
    expect(genuine.body).toContain('id="pay"');
  });

  it('says why the operator refused a payment: the second code over the daily deposit limit', async () => {
    // Issue 35: two codes made under the limit cannot both be paid (payCharge checks again).
    const player = await newDepositor();
    const limit = await api(platform.app, 'demo').post(
      '/responsible-gaming/limits',
      { kind: 'deposit', period: 'day', amount: 10_000 },
      player.token,
    );
    expect(limit.statusCode, limit.body).toBe(200);
    const first = await charge(player.token, 6_000);
    const second = await charge(player.token, 6_000);
    expect(jsonBody(await pay(first.qrcode))).toMatchObject({ status: 'paid', amount: 6_000 });
    const refused = await pay(second.qrcode);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(laravelErrorSchema.parse(jsonBody(refused)).message).toBe(
      'Pagamento recusado pela casa: o depósito passa do limite de depósito do jogador. Nada foi debitado.',
    );
    expect(await balanceOf(player.id)).toMatchObject({ balance: 6_000, ledger: 6_000 });
  });
});

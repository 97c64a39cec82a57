import { bonusPageSchema, cashbackResponseSchema } from '@vitrine/contract/bonuses.ts';
import { AURORA, DEMO, newPlayerIdentity, putSessionInBrowser, registerPlayer } from './accounts';
import { slot, spin } from './demo-slot';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  siteUrl,
  test,
  visit,
} from './fixtures';
import { api, bearer, walletOf } from './platform-api';
import { payInDemoBank } from './wallet/demo-bank';

// Bonuses, coupons and cashback (issue 37; docs/product/bonuses.md): on the unregulated brand a
// deposit coupon grants a bonus whose rollover is met by playing and converts into withdrawable
// cash; on a regulated brand, on a phone, no bonus is offered anywhere, a code is refused with the
// reason, and a cashback is claimed into the loyalty wallet when it unlocks.

test.describe('bonuses and cashback', () => {
  test('on the unregulated brand a coupon checked on /promo-codes goes into the deposit, the PIX paid adds the bonus, and two spins meet its rollover: the bonus becomes withdrawable cash', async ({
    page,
    request,
  }) => {
    test.slow(); // A deposit in the demo bank, two spins and four pages checked by axe.
    // A code of this run only: 10 % of the deposit, rollover 1×, so R$ 2,00 of wagering meets it.
    const code = `E2E${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    const created = await request.post(`${api(AURORA)}/demo/console/coupons`, {
      data: {
        code,
        description_pt: 'Bônus de teste de 10%',
        description_en: '10% test bonus',
        percent: 10,
        max_bonus: 10_000,
        min_deposit: 2_000,
        rollover_multiplier: 1,
        max_bet: 500,
        valid_days: 3,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const session = await registerPlayer(request, AURORA, newPlayerIdentity('Bia'));
    await putSessionInBrowser(page, AURORA, session);

    await visit(page, siteUrl(AURORA.host, '/promo-codes'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Códigos promocionais' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Código promocional' }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText(`O código ${code} é válido`)).toBeVisible();
    await expectNoAxeViolations(page, 'aurora /promo-codes, a valid code');
    await page.getByRole('button', { name: 'Depositar com este cupom' }).click();

    const dialog = page.getByRole('dialog', { name: 'Depositar via PIX' });
    await expect(dialog.getByRole('textbox', { name: 'Cupom' })).toHaveValue(code);
    await dialog.getByRole('textbox', { name: 'Valor do depósito' }).fill('20');
    await expect(dialog.getByText('+ R$ 2,00 de bônus')).toBeVisible();
    await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(dialog.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    await expect(dialog.getByText('Este PIX adiciona R$ 2,00 de bônus')).toBeVisible();
    await payInDemoBank(dialog, 'Pagar no banco de demonstração');
    await expect(dialog.getByText('Depósito confirmado!')).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');

    // The balance counts the bonus; only the cash can be withdrawn.
    const granted = await walletOf(request, AURORA, session);
    expect(granted).toMatchObject({
      balance: 2_200,
      balance_withdrawal: 2_000,
      bonus_balance: 200,
    });
    await expect(page.getByRole('banner').getByText(/\+\s?R\$\s2,00 bônus/)).toBeVisible();

    await visit(page, siteUrl(AURORA.host, '/bonus'));
    await expect(page.getByRole('heading', { level: 1, name: 'Bônus' })).toBeVisible();
    const rollover = page.getByRole('progressbar', { name: 'Rollover do bônus' });
    await expect(rollover).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText(/R\$\s0,00 de R\$\s2,00 apostados/)).toBeVisible();
    await expectNoAxeViolations(page, 'aurora /bonus, a bonus active');

    // Two spins of R$ 1,00 (the slot's default stake) take cash first and wager R$ 2,00.
    await visit(page, siteUrl(AURORA.host, '/casino/vitrine-originals/tigre-da-sorte'));
    const reels = slot(page);
    await expect(reels.getByText('Jogo com saldo real')).toBeVisible();
    await spin(reels);
    await spin(reels);

    const converted = await walletOf(request, AURORA, session);
    expect(converted.bonus_balance).toBe(0);
    expect(converted.balance_withdrawal).toBe(converted.balance);
    expect(converted.balance_withdrawal).toBeGreaterThan(granted.balance_withdrawal - 200);
    const bonuses = await request.get(`${api(AURORA)}/wallet/bonuses`, {
      headers: bearer(session),
    });
    const [bonus] = bonusPageSchema.parse(await bonuses.json()).data;
    expect(bonus).toMatchObject({ status: 'completed', converted: 200, wagered: 200 });

    await visit(page, siteUrl(AURORA.host, '/bonus'));
    const history = page.getByRole('list', { name: 'Seus bônus' });
    await expect(history.getByText('Concluído')).toBeVisible();
    await expect(history.getByText(/Convertido em saldo: R\$\s2,00/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Rollover do bônus' })).toHaveCount(0);

    await visit(page, siteUrl(AURORA.host, '/account/wallet'));
    await expect(page.getByText('Saldo sacável')).toBeVisible();
    await expect(page.getByText('Saldo de bônus')).toHaveCount(0);
    await expectNoAxeViolations(page, 'aurora /account/wallet after the conversion');

    await visit(page, siteUrl(AURORA.host, '/en/bonus'));
    await expect(page.getByRole('heading', { level: 1, name: 'Bonuses' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Your bonuses' }).getByText('Completed'),
    ).toBeVisible();
  });

  test('on a regulated brand at 360 px: no bonus offered anywhere, a code refused with the reason, and a cashback claimed into the loyalty wallet when it unlocks', async ({
    page,
    request,
    signedInPlayer,
  }) => {
    test.slow(); // Five pages checked by axe and a claim.
    await page.setViewportSize({ width: 360, height: 740 });
    const session = signedInPlayer.session;

    // Promotions: only the kinds the rules allow; no bonus offer.
    await visit(page, '/promotion');
    await expect(page.getByRole('heading', { level: 1, name: 'Promoções' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Ver regras/ }).first()).toBeVisible();
    await expect(page.getByText(/boas-vindas|depósito em dobro|\d+% do depósito/i)).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, '/promotion at 360 px, regulated');

    // A code typed anyway is refused with the reason, and the deposit has no coupon field.
    await visit(page, '/promo-codes');
    await expect(page.getByRole('heading', { name: 'Sem códigos de depósito' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Código promocional' }).fill('BEMVINDO100');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(
      page.getByText(/^Esta marca não oferece bônus de depósito nem cupons: a Lei 14\.790\/2023/),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/promo-codes at 360 px, a code refused');
    await page.getByRole('banner').getByRole('button', { name: 'Depositar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Depositar via PIX' });
    await expect(dialog.getByRole('textbox', { name: 'Valor do depósito' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Tenho um cupom' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const charge = await request.post(`${api(DEMO)}/main-gateway/qrcode-pix`, {
      headers: { ...bearer(session), 'idempotency-key': crypto.randomUUID() },
      data: { amount: 2_000, coupon: 'BEMVINDO100' },
    });
    expect(charge.status()).toBe(403);
    expect(await charge.json()).toMatchObject({ status: false });

    // A cashback entry from the operator: its first part unlocks at the next 12:01, 18:01 or
    // 23:59:59 in São Paulo, so the card counts down; the console then moves the entry's clock.
    const made = await request.post(`${api(DEMO)}/demo/console/cashback/entry`, {
      data: { player: signedInPlayer.email, type: 'calendar', amount: 900 },
    });
    expect(made.status(), await made.text()).toBe(201);
    const listed = await request.get(`${api(DEMO)}/bonuses/cashback`, { headers: bearer(session) });
    const [entry] = cashbackResponseSchema.parse(await listed.json()).entries;
    expect(entry).toMatchObject({ amount: 900, next_amount: 300, credited_to: 'loyalty' });

    await visit(page, '/bonus');
    await expect(page.getByRole('heading', { level: 1, name: 'Bônus' })).toBeVisible();
    await expect(
      page.getByText('Esta marca não oferece bônus de depósito, por força da lei'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bônus ativo' })).toHaveCount(0);
    await expect(
      page.getByText('O cashback resgatado vai para a sua carteira de fidelidade.'),
    ).toBeVisible();
    const claim = page.getByRole('button', { name: /Resgatar cashback|Disponível em/ });
    const locked = new Date(entry!.next_unlock_at!).getTime() > Date.now();
    if (locked) await expect(claim).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, '/bonus at 360 px, regulated, a cashback entry');

    const advanced = await request.post(`${api(DEMO)}/demo/console/cashback/advance`, {
      data: { entry_id: entry!.id },
    });
    expect(advanced.status(), await advanced.text()).toBe(200);
    await visit(page, '/bonus');
    const unlocked = page.getByRole('button', { name: 'Resgatar cashback' });
    await expect(unlocked).toBeEnabled();
    await unlocked.click();
    await expect(page.getByText(/R\$\s3,00 de cashback na carteira de fidelidade!/)).toBeVisible();
    expect((await walletOf(request, DEMO, session)).loyalty_balance).toBe(300);
  });
});

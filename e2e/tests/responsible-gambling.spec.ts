import { selfExcludedSchema } from '@vitrine/contract/accounts.ts';
import { DEMO } from './accounts';
import { LOGIN_TEXTS, storedToken, submitLogin } from './accounts/login-dialog';
import { PLATFORM_ORIGIN, expect, expectNoAxeViolations, siteUrl, test, visit } from './fixtures';
import { payInDemoBank } from './wallet/demo-bank';

/** The demo operator console of the demo brand. */
const CONSOLE = `${PLATFORM_ORIGIN}/t/${DEMO.slug}/demo/console`;

test.describe('responsible gambling', () => {
  test.use({ timezoneId: 'America/Sao_Paulo' });

  test('a R$ 100 daily deposit limit refuses a R$ 150 PIX with what is left; a raise says when it applies', async ({
    page,
    signedInPlayer,
  }) => {
    test.slow(); // Four screens, each checked by axe.
    expect(signedInPlayer.cpf).toBeTruthy();
    await visit(page, '/');
    // Reached from the account menu.
    await page.getByRole('button', { name: /^Menu da conta/ }).click();
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Jogo Responsável', exact: true })
      .click();
    await expect(page).toHaveURL(/\/responsible-gambling$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jogo Responsável' })).toBeVisible();

    const deposit = page.getByRole('listitem', { name: 'Limite diário de depósito' });
    await expect(deposit.getByText('Sem limite')).toBeVisible();
    await expectNoAxeViolations(page, 'responsible-gambling, no limits');

    await deposit.getByRole('button', { name: 'Definir' }).click();
    await deposit.getByRole('textbox', { name: 'Novo limite (R$)' }).fill('100');
    await deposit.getByRole('button', { name: 'Salvar limite' }).click();
    await expect(deposit.getByText('Pronto: o novo limite já vale.')).toBeVisible();
    await expect(deposit.getByText(/^R\$\s100,00$/)).toBeVisible();
    await expect(deposit.getByText(/^Restam R\$\s100,00$/)).toBeVisible();
    await expect(deposit.getByText(/^Renova em \d\d\/\d\d\/\d{4}, 00:00/)).toBeVisible();
    await expectNoAxeViolations(page, 'responsible-gambling, daily deposit limit set');

    // The deposit dialog: R$ 150 is over what is left today.
    await page.getByRole('banner').getByRole('button', { name: 'Depositar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Depositar via PIX' });
    await dialog.getByRole('textbox', { name: 'Valor do depósito' }).fill('150');
    await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(
      dialog.getByText(/Limite de depósito: você ainda pode depositar R\$\s100,00 até/),
    ).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'QR Code PIX' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'deposit dialog, refused by the limit');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A raise waits for the tenant's cooling-off, and the card says exactly when it applies.
    await deposit.getByRole('button', { name: 'Alterar' }).click();
    await deposit.getByRole('textbox', { name: 'Novo limite (R$)' }).fill('200');
    await deposit.getByRole('button', { name: 'Salvar limite' }).click();
    await expect(
      deposit.getByText(
        /^O novo limite vale a partir de \d\d\/\d\d\/\d{4}, \d\d:\d\d \(horário de Brasília\)\.$/,
      ),
    ).toBeVisible();
    await expect(
      deposit.getByText(/^Mudança para R\$\s200,00 vale a partir de \d\d\/\d\d\/\d{4}, \d\d:\d\d/),
    ).toBeVisible();
    await expect(deposit.getByText(/^R\$\s100,00$/)).toBeVisible();
    await expectNoAxeViolations(page, 'responsible-gambling, raise waiting');
  });

  test('on a phone, in English: a month of self-exclusion signs the player out, and the sign-in says until when', async ({
    anotherVisitor,
    registeredPlayer,
  }) => {
    test.slow(); // A phone context, two screens checked by axe, a sign-in.
    const page = await anotherVisitor({ session: registeredPlayer.session, phone: true });
    await visit(page, siteUrl(DEMO.host, '/en/responsible-gambling'));
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible Gaming' })).toBeVisible();
    // The central platform is always offered beside this operator's own self-exclusion.
    await expect(page.getByRole('link', { name: /gov\.br|central/i }).first()).toHaveAttribute(
      'href',
      /^https:\/\/www\.gov\.br\/autoexclusaoapostas/,
    );

    await page.getByRole('radio', { name: '1 month' }).tap();
    await page.getByRole('button', { name: 'Self-exclude', exact: true }).tap();
    // An alert dialog: it states the consequences before anything happens.
    const confirm = page.getByRole('alertdialog', { name: 'Confirm self-exclusion?' });
    await expect(confirm).toContainText('you are signed out now;');
    await expect(confirm).toContainText('your balance remains available to withdraw;');
    await expectNoAxeViolations(page, 'self-exclusion confirmation, phone, English');
    await confirm.getByRole('button', { name: 'Yes, self-exclude' }).tap();

    await expect(page).toHaveURL(siteUrl(DEMO.host, '/en'));
    await expect(page.getByText('Self-exclusion done. You have been signed out.')).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    // Signing in again is refused, with the period.
    await visit(page, siteUrl(DEMO.host, '/en/login'));
    const dialog = page.getByRole('dialog', { name: LOGIN_TEXTS.en.submit });
    const answer = page.waitForResponse(
      (response) =>
        response.url() === `${PLATFORM_ORIGIN}/t/${DEMO.slug}/auth/login` &&
        response.request().method() === 'POST',
    );
    await submitLogin(dialog, DEMO, registeredPlayer, LOGIN_TEXTS.en);
    const refusal = await answer;
    expect(refusal.status()).toBe(403);
    const period = selfExcludedSchema.parse(await refusal.json());
    const days = (Date.parse(period.end_at ?? '') - Date.parse(period.start_at)) / 86_400_000;
    expect(Math.round(days)).toBeGreaterThanOrEqual(28);
    expect(Math.round(days)).toBeLessThanOrEqual(31);
    const notice = page.getByRole('dialog', { name: 'Account self-excluded' });
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page, 'self-excluded sign-in, phone, English');
  });

  test('after the tenant’s idle minutes, a deposit asks for the password and keeps the amount typed', async ({
    page,
    request,
    signedInPlayer,
  }) => {
    // The operator shortens the 30-minute rule to one minute in the console; restored after.
    test.setTimeout(150_000); // One real idle minute, then a PIX paid in the demo bank.
    const settings = (idle: number) =>
      request.post(`${CONSOLE}/responsible-gaming/settings`, {
        data: { idle_minutes: idle, cooling_off_minutes: 1440 },
      });
    expect((await settings(1)).status()).toBe(200);
    try {
      await visit(page, '/');
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Depositar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Depositar via PIX' });
      await dialog.getByRole('textbox', { name: 'Valor do depósito' }).fill('50');
      // The page's own background calls (balance, notifications) are not the player's activity.
      await page.waitForTimeout(65_000);
      await dialog.getByRole('button', { name: 'Gerar PIX' }).click();

      const confirm = page.getByRole('dialog', { name: 'Confirme sua senha' });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText('Por segurança, confirme sua senha para continuar.');
      await expectNoAxeViolations(page, 'password confirmation over the deposit dialog');
      await confirm.getByLabel('Senha', { exact: true }).fill('Errada#2026');
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      await expect(confirm.getByText('Senha incorreta.')).toBeVisible();
      await confirm.getByLabel('Senha', { exact: true }).fill(signedInPlayer.password);
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      await expect(confirm).toBeHidden();

      // The call went again with what was typed: the charge is for R$ 50,00.
      await expect(dialog.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
      await payInDemoBank(dialog, 'Pagar no banco de demonstração');
      await expect(dialog.getByText(/Seu saldo agora é R\$\s50,00/)).toBeVisible({
        timeout: 15_000,
      });
    } finally {
      expect((await settings(30)).status()).toBe(200);
    }
  });
});

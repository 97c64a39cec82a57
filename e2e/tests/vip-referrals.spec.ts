import { type Browser, type Page, devices } from '@playwright/test';
import { AURORA, DEMO, newPlayerIdentity, putSessionInBrowser, registerPlayer } from './accounts';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  siteUrl,
  test,
  visit,
} from './fixtures';
import { api, depositByApi, playRoundByApi } from './platform-api';
import { subscribedBeyond, subscriptionCount } from './realtime';
import { payInDemoBank } from './wallet/demo-bank';

// Issue 38 as people meet it: a player shares their referral link, a friend opens it on a phone
// for the first time, registers and deposits, and the player sees the referral qualify and the
// reward arrive without a reload; a player wagers past a level's threshold and the header's badge
// and /ranking show the new level (docs/product/vip-and-referrals.md).

// A Pixel 7's touch screen and user agent, narrowed to 360 px (its browser type is the config's).
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];

/** A first visit on a cheap phone: a new browser, nothing stored, nothing answered. */
async function firstVisitOnAPhone(browser: Browser) {
  const context = await browser.newContext({ ...pixel, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return { context, page, errors };
}

/**
 * The platform's news for the player, each a notification: a toast, and a modal the queue shows
 * one at a time (the next 5 s after a close), in the order they came. Each modal is read and
 * closed, so the page beneath is reachable again.
 */
async function readNews(page: Page, texts: string[]) {
  const waiting = [...texts];
  while (waiting.length > 0) {
    const modal = page.getByRole('dialog');
    await expect(modal).toHaveCount(1, { timeout: 20_000 });
    // Money is formatted with a no-break space: compared as plain spaces.
    const said = ((await modal.textContent()) ?? '').replace(/\s+/g, ' ');
    const text = waiting.find((candidate) => said.includes(candidate));
    expect(text, `a modal said "${said}", expected one of ${waiting.join(' | ')}`).toBeDefined();
    waiting.splice(waiting.indexOf(text!), 1);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  }
}

/** The fields of the registration wizard's steps, as the friend types them. */
interface Friend {
  name: string;
  cpf: string;
  nationalPhone: string;
  email: string;
  password: string;
}

/** Walks the registration wizard by touch; `code` reads the SMS code once it has been sent. */
async function registerByTouch(page: Page, friend: Friend, code: () => Promise<string>) {
  const dialog = page.getByRole('dialog', { name: 'Criar conta' });
  const progress = dialog.getByRole('progressbar', { name: 'Progresso do cadastro' });
  const next = dialog.getByRole('button', { name: 'Continuar' });
  await dialog.getByText('Feminino', { exact: true }).tap();
  await next.tap();
  await dialog.getByText('Solteiro(a)', { exact: true }).tap();
  await next.tap();
  await dialog.getByLabel('Nome completo').fill(friend.name);
  await next.tap();
  await dialog.getByLabel('CPF').fill(friend.cpf.replace(/\D/g, ''));
  await next.tap();
  await dialog.getByLabel('Celular').fill(friend.nationalPhone);
  await next.tap();
  await dialog.getByLabel('E-mail').fill(friend.email);
  await next.tap();
  await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 7 de 9');
  await dialog.getByLabel('Código de 6 dígitos').fill(await code());
  await next.tap();
  await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 8 de 9');
  await dialog.getByText(/^R\$\s200$/).tap();
  await dialog.getByText('Semana', { exact: true }).tap();
  await dialog.getByText('2 h por dia', { exact: true }).tap();
  await next.tap();
  await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 9 de 9');
  await dialog.getByLabel('Senha', { exact: true }).fill(friend.password);
  await dialog.getByLabel('Confirmar senha').fill(friend.password);
  await dialog.getByRole('checkbox', { name: /^Tenho mais de 18 anos/ }).tap();
  await dialog.getByRole('checkbox', { name: 'Não sou um robô' }).tap();
  await dialog.getByRole('button', { name: 'Criar conta' }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Cadastro realizado com sucesso :)')).toBeVisible();
}

test.describe('refer a friend', () => {
  test('a player copies their link; a friend opens it on a phone, registers from the prompt and deposits R$ 20; the player sees the referral qualify and the reward without a reload', async ({
    page,
    browser,
    request,
    signedInPlayer: referrer,
    outbox,
  }) => {
    test.slow(); // Two browsers, the whole registration wizard and a deposit in the demo bank.
    expect(referrer.cpf).toBeTruthy();
    const friend = newPlayerIdentity();

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const ownChannel = `private-universal.${referrer.session.user.id}`;
    const subscribed = await subscriptionCount(request, 'demo', ownChannel);
    await visit(page, '/refers');
    await expect(page.getByRole('heading', { level: 1, name: 'Indique um amigo' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Seu link' });
    await expect(field).toHaveValue(/^http:\/\/localhost:\d+\/\?ref=[A-Za-z0-9]{8}$/);
    const link = await field.inputValue();
    const code = new URL(link).searchParams.get('ref')!;
    await expect(page.getByText(`Código: ${code}`)).toBeVisible();
    await expect(page.getByText('Você ainda não indicou ninguém')).toBeVisible();
    // Demo is a regulated brand: the reward goes to the loyalty wallet (cpa_value R$ 50,00).
    await expect(
      page.getByText('Você recebe R$ 50,00 na carteira de fidelidade por amigo qualificado.'),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code do seu link de indicação' })).toBeVisible();
    await expectNoAxeViolations(page, '/refers, no referral yet');

    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByText('Link copiado!')).toBeVisible();
    // The page listens on the player's channel (its realtime loads after the first paint).
    await subscribedBeyond(request, 'demo', ownChannel, subscribed);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The friend, on a phone that has never seen the site, opens the link.
    const visitor = await firstVisitOnAPhone(browser);
    try {
      const phone = visitor.page;
      await phone.goto(link);
      const gate = phone.getByRole('dialog', { name: 'Você tem 18 anos ou mais?' });
      await expect(gate).toBeVisible();
      await gate.getByRole('button', { name: 'Sim, tenho 18 anos ou mais' }).tap();
      await expect(gate).toHaveCount(0);
      expect(await phone.evaluate(() => localStorage.getItem('ref'))).toBe(code);

      // The registration prompt comes by itself once the question is answered.
      const wizard = phone.getByRole('dialog', { name: 'Criar conta' });
      await expect(wizard).toBeVisible();
      await expectNoAxeViolations(phone, 'referral link on a phone: registration prompt');
      const sms = outbox.expectCodeFor(friend.phone);
      await registerByTouch(phone, friend, () => sms.code());

      // The friend deposits R$ 20 through the demo bank, by touch.
      const header = phone.getByRole('banner');
      await header.getByRole('button', { name: 'Depositar' }).tap();
      const deposit = phone.getByRole('dialog', { name: 'Depositar via PIX' });
      await deposit.getByRole('button', { name: /R\$\s20,00/ }).tap();
      await deposit.getByRole('button', { name: 'Gerar PIX' }).tap();
      await expect(deposit.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
      await expectNoHorizontalScroll(phone);
      await payInDemoBank(deposit, 'Pagar no banco de demonstração');
      await expect(deposit.getByText('Depósito confirmado!')).toBeVisible({ timeout: 15_000 });
      expect(visitor.errors, visitor.errors.join('\n')).toEqual([]);
    } finally {
      await visitor.context.close();
    }

    // The referrer's page, never reloaded: the news, then the friend, masked, qualified, and the
    // reward counted.
    await readNews(page, [
      'Um amigo que você indicou fez o primeiro depósito: R$ 50,00 foram creditados na sua carteira de fidelidade.',
    ]);
    const row = page.getByRole('list', { name: 'Amigos indicados' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Qualificado');
    const [first, last] = friend.name.split(' ');
    await expect(row).toContainText(`${first!.slice(0, 2)}*** ${last!.slice(0, 2)}***`);
    await expect(row).not.toContainText(friend.name);
    await expect(row).toContainText(/Ganho: R\$\s50,00/);
    const totals = page.getByRole('region', { name: 'Seus resultados' });
    await expect(totals.getByRole('definition')).toHaveText(['1', '1', /R\$\s50,00/]);
    await expectNoAxeViolations(page, '/refers, one referral qualified');
  });
});

test.describe('refer a friend on the unregulated brand, in English on a phone', () => {
  test.use({ ...pixel, viewport: { width: 360, height: 740 } });

  test('only invited affiliates refer: a regular player reads why, the operator invites them, and their link pays in cash', async ({
    page,
    request,
  }) => {
    const session = await registerPlayer(request, AURORA, newPlayerIdentity('Bia'));
    await putSessionInBrowser(page, AURORA, session);
    await visit(page, siteUrl(AURORA.host, '/en/refers'));
    await expect(page.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'A programme for invited affiliates' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your link' })).toHaveCount(0);
    await expectNoAxeViolations(page, '/en/refers on aurora, not an affiliate');

    // The operator's console marks the player an affiliate (affiliate_regular_user_active: false).
    const marked = await request.post(`${api(AURORA)}/demo/console/affiliates`, {
      data: { user_id: session.user.id, affiliate: true },
    });
    expect(marked.status(), await marked.text()).toBe(204);
    await page.reload();
    const field = page.getByRole('textbox', { name: 'Your link' });
    await expect(field).toHaveValue(/^http:\/\/aurora\.localhost:\d+\/\?ref=[A-Za-z0-9]{8}$/);
    // Aurora is unregulated: the CPA (cpa_value R$ 40,00) is paid in cash.
    await expect(
      page.getByText(/^You get R\$\s?40\.00 in cash for each qualified friend\.$/),
    ).toBeVisible();
    await expect(page.getByText('You have not referred anyone yet')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, '/en/refers on aurora, an affiliate');
  });
});

test.describe('VIP levels', () => {
  test('in English, a player wagers past a level threshold: the header badge and /ranking show the new level', async ({
    page,
    request,
    signedInPlayer: player,
  }) => {
    test.slow(); // A deposit and 30 rounds through the API, one in the page.
    // R$ 1.000,00 is level 2's threshold (Bronze II): all but R$ 1,00 of it through the API.
    await depositByApi(request, DEMO, player.session, 100_000);
    let left = 99_900;
    for (const stake of [5_000, 1_000, 500, 100]) {
      for (; left >= stake; left -= stake) {
        await playRoundByApi(request, DEMO, player.session, stake);
      }
    }

    const ownChannel = `private-universal.${player.session.user.id}`;
    const subscribed = await subscriptionCount(request, 'demo', ownChannel);
    await visit(page, '/en/casino/vitrine-originals/tigre-da-sorte');
    await subscribedBeyond(request, 'demo', ownChannel, subscribed);
    const badge = page.getByRole('banner').getByRole('button', { name: /^VIP \d/ });
    await expect(badge).toHaveAccessibleName('VIP 1, 100% of the way to the next level');

    // The last R$ 1,00 (the slot's default stake) in the page.
    const game = page.frameLocator('main iframe');
    await game.getByRole('button', { name: 'Spin' }).click();
    // The platform tells the player at once, in their account's language (Portuguese here), and
    // the level's box (Bronze II's Caixa Brasa) comes with it, announced by the page in English.
    await readNews(page, ['Você chegou ao nível Bronze II!', 'You won the Caixa Brasa box.']);
    await expect(badge).toHaveAccessibleName('VIP 2, 0% of the way to the next level');

    // The badge opens the ladder, with the player's level marked.
    await badge.click();
    const modal = page.getByRole('dialog', { name: 'VIP levels' });
    await expect(modal).toBeVisible();
    await expect(
      modal.getByRole('region', { name: 'Your progress' }).getByText('Level 2 · Bronze II'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'rank-list modal in English');
    await modal.getByRole('link', { name: 'See the ranking' }).click();

    await expect(page).toHaveURL(/\/en\/ranking$/);
    await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
    const standing = page.getByRole('region', { name: 'Your progress' });
    await expect(standing.getByText('Level 2 · Bronze II')).toBeVisible();
    await expect(
      standing.getByRole('progressbar', { name: 'Progress to level 3' }),
    ).toHaveAttribute('aria-valuenow', '0');
    // The week's leaderboard counts the R$ 1.000,00 wagered; the player's row is marked as theirs.
    const board = page.getByRole('table');
    await expect(board.getByRole('row').filter({ hasText: '(You)' }).first()).toContainText(
      /R\$\s?1,000\.00/,
    );
    await expectNoAxeViolations(page, '/en/ranking after the level up');
  });

  test('a guest on a phone sees the ladder and the leaderboard, and is offered an account', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await visit(page, '/ranking');
    await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Níveis do clube VIP' })).toBeVisible();
    await expect(page.getByText('Bronze II').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Entre para o clube VIP' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, '/ranking as a guest at 360 px');
  });
});

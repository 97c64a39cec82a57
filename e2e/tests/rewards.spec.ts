import type { APIRequestContext, Page } from '@playwright/test';
import { z } from 'zod';
import { boxCatalogueSchema } from '@vitrine/contract/boxes.ts';
import { missionListSchema } from '@vitrine/contract/missions.ts';
import { ANA, AURORA, DEMO, type Session, type Tenant } from './accounts';
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
import { subscribedBeyond } from './realtime';
import { depositByPix } from './wallet/demo-bank';

// Boxes and missions (issue 36; docs/product/rewards.md): a box bought, opened and sold on the
// unregulated brand, its draw checked on the fairness page; a box awarded live on a regulated
// brand, opened and kept in the loyalty wallet; a mission assigned live, met by playing, claimed.

/** `R$ 1.234,56` as the page writes it, whatever space the formatter puts after `R$`. */
const brl = (centavos: number) =>
  new RegExp(
    `R\\$\\s${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 })
      .format(centavos / 100)
      .replace('.', '\\.')}`,
  );

/** `R$ 12,34` → 1234. */
const centavosOf = (text: string) =>
  Number(/R\$\s*([\d.]+,\d\d)/.exec(text)![1]!.replace(/\./g, '').replace(',', ''));

async function catalogue(request: APIRequestContext, tenant: Tenant) {
  const answer = await request.get(`${api(tenant)}/boxes/all`);
  expect(answer.status(), await answer.text()).toBe(200);
  return boxCatalogueSchema.parse(await answer.json()).data;
}

/** The player's own channel is up, so what the platform publishes next reaches this page. */
async function listening(page: Page, request: APIRequestContext, tenant: Tenant, session: Session) {
  await expect(page.getByRole('region', { name: /^Avisos/ })).toBeAttached();
  await subscribedBeyond(request, tenant.slug, `private-universal.${session.user.id}`);
}

test.describe('boxes and missions', () => {
  test('on the unregulated brand a player buys a box, sees the reel stop on the prize, sells it for exactly its value, and checks the draw after a rotate', async ({
    page,
    request,
    loginAs,
  }) => {
    test.slow(); // Five screens, each checked by axe, and a real reel.
    const session = await loginAs(ANA, AURORA);
    const [cheapest] = await catalogue(request, AURORA);
    expect(cheapest?.for_sale).toBe(true);
    const box = cheapest!;

    await visit(page, siteUrl(AURORA.host, '/casino/crates'));
    await expect(page.getByRole('heading', { level: 1, name: 'Caixas' })).toBeVisible();
    await expectNoAxeViolations(page, 'aurora /casino/crates');
    await page.getByRole('link', { name: `Ver ${box.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/casino/box/${box.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: box.name })).toBeVisible();
    await expectNoAxeViolations(page, 'aurora box page');

    const before = (await walletOf(request, AURORA, session)).balance;
    const header = page.getByRole('banner');
    await expect(header.getByText(brl(before))).toBeVisible();
    await page
      .getByRole('button', { name: new RegExp(`^Comprar por ${brl(box.price!).source}$`) })
      .click();

    // The reel turns, then stops on the prize the platform drew: the result is announced.
    const won = page.getByText(/^Você ganhou .+ \(R\$\s[\d.,]+\)!$/);
    await expect(won).toBeVisible({ timeout: 20_000 });
    const value = centavosOf((await won.textContent()) ?? '');
    await expectNoAxeViolations(page, 'aurora box opened');
    await expect(header.getByText(brl(before - box.price!))).toBeVisible();

    await page
      .getByRole('button', { name: new RegExp(`^Vender por ${brl(value).source}$`) })
      .click();
    await expect(page.getByText(new RegExp(`^Vendido por ${brl(value).source}\\.$`))).toBeVisible();
    // The header rises by exactly the prize's value, live.
    await expect(header.getByText(brl(before - box.price! + value))).toBeVisible();
    expect((await walletOf(request, AURORA, session)).balance).toBe(before - box.price! + value);

    // Meus itens lists it as sold; "Verificar" leads to the fairness page with its draw.
    await visit(page, siteUrl(AURORA.host, '/account/items'));
    await expect(page.getByRole('heading', { level: 1, name: 'Meus itens' })).toBeVisible();
    await expectNoAxeViolations(page, 'aurora /account/items');
    await page
      .getByRole('link', { name: /^Verificar o sorteio de / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/casino\/crates\/fairness\?draw=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jogo justo' })).toBeVisible();

    // Before the rotate the server seed is secret; after it, the checker recomputes the draw.
    await page.getByRole('button', { name: 'Revelar e trocar semente' }).click();
    await expect(page.getByText('Semente revelada. Uma nova semente foi publicada.')).toBeVisible();
    await visit(page, page.url());
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(page.getByText('O hash da semente confere com o publicado.')).toBeVisible();
    await expect(page.getByText(/O resultado confere\./)).toBeVisible();
    await expectNoAxeViolations(page, 'aurora fairness page, draw checked');
  });

  test('on a regulated brand the console awards a box: "VOCÊ GANHOU!" live, opened from Minhas caixas on a phone, the prize kept in Meus itens, and nothing to buy', async ({
    page,
    request,
    signedInPlayer,
  }) => {
    test.slow(); // Five screens checked by axe.
    await page.setViewportSize({ width: 360, height: 740 });
    const boxes = await catalogue(request, DEMO);
    expect(boxes.every((box) => box.price === null && !box.for_sale)).toBe(true);
    const box = boxes.at(-1)!;

    await visit(page, '/');
    await listening(page, request, DEMO, signedInPlayer.session);
    const awarded = await request.post(`${api(DEMO)}/demo/console/boxes/award`, {
      data: { player: signedInPlayer.email, box_id: box.id },
    });
    expect(awarded.status(), await awarded.text()).toBe(201);

    const modal = page.getByRole('dialog', { name: 'VOCÊ GANHOU!' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(box.name);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'reward modal at 360 px');
    await modal.getByRole('link', { name: 'Abrir agora' }).click();
    await expect(page).toHaveURL(/\/account\/boxes(\?open=\d+)?$/);

    // The box opens at once: a regulated prize goes to the loyalty wallet when sold, so keep it.
    const opening = page.getByRole('dialog', { name: `Abrir ${box.name}` });
    const won = opening.getByText(/^Você ganhou .+ \(R\$\s[\d.,]+\)!$/);
    await expect(won).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'box opened at 360 px');
    await opening.getByRole('button', { name: 'Guardar' }).click();
    await expect(opening).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Minhas caixas' })).toBeVisible();
    await expect(page.getByText('Você não tem caixas para abrir.')).toBeVisible();

    await visit(page, '/account/items');
    const items = page.getByRole('list', { name: 'Seus prêmios' });
    await expect(items.getByRole('listitem')).toHaveCount(1);
    await expect(items).toContainText(box.name);
    await expectNoAxeViolations(page, '/account/items at 360 px');

    // Nothing is for sale: the catalogue and the box page say "Somente recompensa".
    await visit(page, '/casino/crates');
    await expect(page.getByText('Somente recompensa').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Comprar/ })).toHaveCount(0);
    await expectNoAxeViolations(page, '/casino/crates at 360 px, regulated');
    await visit(page, `/casino/box/${box.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: box.name })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Comprar/ })).toHaveCount(0);
    const buy = await request.post(`${api(DEMO)}/boxes/buy`, {
      headers: { ...bearer(signedInPlayer.session), 'idempotency-key': crypto.randomUUID() },
      data: { box_id: box.id },
    });
    expect(buy.status()).toBe(403);
  });

  test('the console assigns a mission; its widget appears live; three rounds of the demo slot meet it; the claim pays loyalty and the widget shows it claimed', async ({
    page,
    request,
    signedInPlayer,
  }) => {
    test.slow(); // A deposit, three spins and the claim.
    const session = signedInPlayer.session;
    const game = await request.post(`${api(DEMO)}/games/get`, {
      headers: bearer(session),
      data: { game_id: 'tigre-da-sorte', provider_code: 'vitrine-originals' },
    });
    const gameId = z.object({ data: z.object({ id: z.number() }) }).parse(await game.json())
      .data.id;
    const name = `Três rodadas ${crypto.randomUUID().slice(0, 6)}`;
    const created = await request.post(`${api(DEMO)}/demo/console/missions`, {
      data: {
        name,
        goal: 'rounds',
        target: 3,
        game_id: gameId,
        reward: 'loyalty',
        reward_amount: 500,
        guest_visible: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const listed = await request.get(`${api(DEMO)}/missions`, { headers: bearer(session) });
    const mission = missionListSchema
      .parse(await listed.json())
      .data.find((each) => each.name === name)!;
    expect(mission.status).toBe('available');

    await depositByPix(page, '20');
    await listening(page, request, DEMO, session);
    const assigned = await request.post(`${api(DEMO)}/demo/console/missions/assign`, {
      data: { mission_id: mission.id, player: signedInPlayer.email },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);

    const widgets = page.getByRole('region', { name: 'Suas missões' });
    const widget = widgets.getByRole('listitem').filter({ hasText: name });
    await expect(widget).toBeVisible();
    await expect(widget).toContainText('0 de 3');
    await expectNoAxeViolations(page, 'mission widget, accepted');

    await visit(page, '/casino/vitrine-originals/tigre-da-sorte');
    const reels = slot(page);
    await expect(reels.getByText('Jogo com saldo real')).toBeVisible();
    for (let round = 0; round < 3; round += 1) await spin(reels);

    await visit(page, '/');
    await expect(widget).toContainText('3 de 3');
    const open = widget.getByRole('button', { name });
    if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
    await widget.getByRole('button', { name: 'Resgatar' }).click();
    await expect(widget.getByText('Resgatada')).toBeVisible();
    await expectNoAxeViolations(page, 'mission widget, claimed');
    expect((await walletOf(request, DEMO, session)).loyalty_balance).toBe(500);

    // On a 360 px phone the widget does not cover the bottom bar's chat and live support.
    await page.setViewportSize({ width: 360, height: 740 });
    const barControls = [
      page
        .getByRole('navigation', { name: 'Navegação principal' })
        .getByRole('button', { name: 'Chat e atendimento' }),
    ];
    const widgetBox = await widget.boundingBox();
    expect(widgetBox).toBeTruthy();
    for (const control of barControls) {
      await expect(control).toBeVisible();
      const box = (await control.boundingBox())!;
      const apart =
        widgetBox!.y + widgetBox!.height <= box.y ||
        box.y + box.height <= widgetBox!.y ||
        widgetBox!.x + widgetBox!.width <= box.x ||
        box.x + box.width <= widgetBox!.x;
      expect(apart, `the widget covers ${await control.getAttribute('aria-label')}`).toBe(true);
    }

    await visit(page, '/account/wallet');
    await expect(page.getByText('Saldo de fidelidade')).toBeVisible();
    await expect(page.getByText(brl(500)).first()).toBeVisible();

    // The missions page, in English: the mission is there, claimed.
    await visit(page, '/en/account/missions');
    await expect(page.getByRole('heading', { level: 1, name: 'Missions' })).toBeVisible();
    const line = page.getByRole('listitem').filter({ hasText: name });
    await expect(line.getByText('Claimed').first()).toBeVisible();
    await expectNoAxeViolations(page, '/en/account/missions');
  });
});

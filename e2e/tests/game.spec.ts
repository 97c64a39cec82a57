import type { Locator, Page } from '@playwright/test';
import { ANA, DEMO } from './accounts';
import { submitLogin } from './accounts/login-dialog';
import { slot, spin, squash } from './demo-slot';
import { expect, expectNoAxeViolations, horizontalOverflow, test, visit } from './fixtures';

// The game screen (§4 "Game screen") against the platform's demo slot and its seeded stable games
// (apps/platform/src/db/seed/casino-catalogue.ts): `tigre-da-sorte` plays with real money,
// `fortuna-demo` on demo credits only, `broken-fortune` never launches.

const TIGRE = '/casino/vitrine-originals/tigre-da-sorte';
const FORTUNA_DEMO = '/casino/vitrine-originals/fortuna-demo';
const BROKEN = '/casino/vitrine-originals/broken-fortune';

/** The header's balance: its text reads "Saldo: R$ 1.000,00" (the label is for screen readers). */
const headerBalance = (page: Page) => page.getByRole('banner').getByText(/^Saldo: R\$/);

async function expectSameAmount(locator: Locator, amount: string) {
  await expect.poll(async () => squash(await locator.textContent())).toBe(`Saldo: ${amount}`);
}

test.describe('game screen', () => {
  test('a signed-in player spins a real-money game and the header balance follows each round', async ({
    page,
    loginAs,
  }) => {
    await loginAs(ANA);
    await visit(page, TIGRE);
    await expect(page.getByRole('heading', { level: 1, name: 'Tigre da Sorte' })).toBeVisible();
    await expect(page).toHaveTitle(/^Tigre da Sorte — /);
    const balance = headerBalance(page);
    await expect(balance).toBeVisible();
    const before = squash(await balance.textContent()).replace(/^Saldo: /, '');
    await expect(page.getByRole('button', { name: /^Nível VIP \d+, / })).toBeVisible();

    const frame = page.locator('main iframe');
    await expect(frame).toHaveAttribute('title', 'Tigre da Sorte');
    const game = slot(page);
    await expect(game.getByText('Jogo com saldo real')).toBeVisible();
    await expectNoAxeViolations(page, 'game page, signed in');

    // A round whose win equals its stake leaves the balance where it was: spin until it moves.
    let after = before;
    for (let round = 0; round < 5 && after === before; round += 1) {
      after = await spin(game);
    }
    expect(after).not.toBe(before);
    await expectSameAmount(balance, after);

    // Fullscreen: the browser's own where it has it; the button says whether it is on.
    const fullscreen = page.getByRole('button', { name: 'Tela cheia' });
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');

    // Related games, as game cards under the game.
    const related = page.getByRole('list', { name: 'Jogos relacionados' });
    await expect(related.getByRole('link').first()).toBeVisible();

    // /casino/play continues the game just played.
    await visit(page, '/casino/play');
    await expect(page).toHaveURL(new RegExp(`${TIGRE}$`));
  });

  test('the header keeps the balance on a 360 px screen without scrolling sideways', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await loginAs(ANA);
    await visit(page, TIGRE);
    await expect(headerBalance(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Nível VIP/ })).toBeHidden();
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expect(page.locator('main iframe')).toBeVisible();
    await expectNoAxeViolations(page, 'game page at 360 px');
  });

  test('a guest is asked to sign in for a real-money game, and plays it once signed in', async ({
    page,
  }) => {
    await visit(page, TIGRE);
    await expect(page.getByRole('heading', { name: 'Entre para jogar' })).toBeVisible();
    await expect(page.locator('main iframe')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Cadastrar' })).toHaveAttribute(
      'href',
      `/register?redirect=${encodeURIComponent(TIGRE)}`,
    );
    await expectNoAxeViolations(page, 'game page, guest');

    await page.getByRole('main').getByRole('link', { name: 'Entrar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await submitLogin(dialog, DEMO, ANA);
    await expect(dialog).toBeHidden();
    await expect(page.locator('main iframe')).toHaveAttribute('title', 'Tigre da Sorte');
    await expect(headerBalance(page)).toBeVisible();
    // Signing in to play this game: no offer of another one.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a player who signs in is offered the last game they played', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).click();
    await submitLogin(page.getByRole('dialog', { name: 'Entrar' }), DEMO, ANA);

    const offer = page.getByRole('dialog', { name: /^Continuar jogando .+\?$/ });
    await expect(offer).toBeVisible();
    await expectNoAxeViolations(page, 'last game played offer');
    await offer.getByRole('link', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/casino\/[a-z0-9-]+\/[a-z0-9-]+$/);
    await expect(offer).toBeHidden();
    await expect(page.locator('main iframe')).toBeVisible();
  });

  test('a guest plays a demo-only game on demo credits', async ({ page }) => {
    await visit(page, FORTUNA_DEMO);
    const game = slot(page);
    await expect(game.getByText(/Modo demonstração/)).toBeVisible();
    await spin(game);
    await expect(page.getByText('Entre para jogar')).toHaveCount(0);
    await expectNoAxeViolations(page, 'demo game, guest');
  });

  test('a game that cannot launch shows maintenance, with a retry and the way back', async ({
    page,
    loginAs,
  }) => {
    await loginAs(ANA);
    await visit(page, BROKEN);
    const alert = page.getByRole('alert').filter({ hasText: 'Jogo em manutenção' });
    await expect(alert).toBeVisible();
    await expect(page.locator('main iframe')).toHaveCount(0);
    await expectNoAxeViolations(page, 'game maintenance');

    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(alert).toBeVisible();
    await alert.getByRole('link', { name: 'Voltar ao lobby' }).click();
    await expect(page).toHaveURL(/\/casino\/games$/);
  });

  test('an unknown game is a not-found page with status 404 and the way back to the lobby', async ({
    page,
  }) => {
    const response = await visit(page, '/casino/vitrine-originals/nao-existe');
    expect(response.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Jogo não encontrado' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Jogo não encontrado — /);
    await expectNoAxeViolations(page, 'game not found');

    await page.getByRole('link', { name: 'Voltar ao lobby' }).click();
    await expect(page).toHaveURL(/\/casino\/games$/);
  });

  test('the game page speaks English under /en', async ({ page }) => {
    await visit(page, `/en${TIGRE}`);
    await expect(page.getByRole('heading', { name: 'Sign in to play' })).toBeVisible();
    await expect(page.getByText('by Vitrine Originals')).toBeVisible();
  });

  test('/casino/play sends a guest to the lobby', async ({ page }) => {
    await visit(page, '/casino/play');
    await expect(page).toHaveURL(/\/casino\/games$/);
  });
});

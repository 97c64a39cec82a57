import type { Page } from '@playwright/test';
import { DEMO, currentUser } from './accounts';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';

// The lobby, likes and favourites (§4 "Paged lists", "Like toggle"; §5 "Other rules") against the
// platform's seeded catalogue (apps/platform/src/db/seed): 600 games per tenant over 14 providers;
// `aurora-gaming` has 43 games (two pages of 24), the search 'tigre' finds 13.

const gameList = (page: Page, name = 'Jogos') => page.getByRole('list', { name, exact: true });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\d+ jogos?$/ });

test.describe('casino lobby', () => {
  test('search narrows the lobby and the address keeps it', async ({ page }) => {
    await visit(page, '/casino/games');
    await expect(page.getByRole('heading', { level: 1, name: 'Jogos' })).toBeVisible();
    await expect(status(page)).toHaveText('600 jogos');
    await expectNoAxeViolations(page, '/casino/games');

    await page.getByRole('searchbox', { name: 'Buscar jogos' }).fill('tigre');
    await expect(page).toHaveURL(/\/casino\/games\?searchTerm=tigre$/);
    await expect(status(page)).toHaveText('13 jogos');
    const titles = await gameList(page).getByRole('link').allInnerTexts();
    expect(titles.length).toBe(13);
    for (const title of titles) expect(title.toLowerCase()).toContain('tigre');

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Buscar jogos' })).toHaveValue('tigre');
    await expect(status(page)).toHaveText('13 jogos');
    await expectNoAxeViolations(page, '/casino/games?searchTerm=tigre');
  });

  test('categories and a provider combine, every category must match', async ({ page }) => {
    await visit(page, '/casino/games');
    const categories = page.getByRole('group', { name: 'Categorias' });
    await categories.getByRole('button', { name: 'Caça-níqueis' }).click();
    await categories.getByRole('button', { name: 'Megaways' }).click();
    await page.getByRole('button', { name: 'Todos os provedores' }).click();
    const aurora = page.getByRole('checkbox', { name: 'Aurora Gaming' });
    await aurora.click();
    await expect(aurora).toBeChecked();
    await expect(page).toHaveURL(/category=slots%2Cmegaways&provider=aurora-gaming$/);
    await expect(status(page)).toHaveText('10 jogos');
    await expect(categories.getByRole('button', { name: 'Megaways' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const provider of await gameList(page).getByRole('link').allInnerTexts()) {
      expect(provider).toContain('Aurora Gaming');
    }
    await expectNoAxeViolations(page, 'lobby with categories and a provider');

    // The category's own page carries its name as the title.
    await visit(page, '/casino/category/megaways');
    await expect(page.getByRole('heading', { level: 1, name: 'Megaways' })).toBeVisible();
    await expect(page).toHaveTitle(/^Megaways — /);
  });

  test('scrolling loads the next page and stops at the last one', async ({ page }) => {
    const pagesAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/casinos/games'))
        pagesAsked.push(url.searchParams.get('page') ?? '');
    });
    await visit(page, '/casino/games?provider=aurora-gaming');
    await expect(status(page)).toHaveText('43 jogos');
    // The first page came with the document.
    expect(pagesAsked).toEqual([]);

    const end = page.getByText('Você viu todos os jogos.');
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(end).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(gameList(page).locator('li[aria-posinset="43"]')).toHaveCount(1);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(500);
    expect(pagesAsked).toEqual(['2']);
    await expectNoAxeViolations(page, 'lobby at the end of the list');
  });

  test('a guest who likes a game is asked to sign in', async ({ page }) => {
    await visit(page, '/casino/games?searchTerm=tigre%20da%20sorte');
    await page.getByRole('button', { name: /^Curtir Tigre da Sorte/ }).click();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  });

  test('a player likes a game with rapid clicks and the server keeps the final state', async ({
    page,
    request,
    // A new player, signed in: nothing liked yet.
    signedInPlayer: { session },
  }) => {
    await visit(page, '/casino/games?searchTerm=tigre%20da%20sorte');
    const like = page.getByRole('button', { name: /^Curtir Tigre da Sorte \(/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    // Like, unlike, like: each click 250 ms after the last (clicks within 200 ms are ignored).
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(250);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await page.waitForTimeout(250);
    // Then a double click: its second click lands within 200 ms of the first, and is ignored. (Two
    // separate clicks are not sure to be that close on a busy machine.)
    await like.dblclick();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).not.toHaveAttribute('aria-busy', 'true');

    await expect
      .poll(async () => (await currentUser(request, DEMO, session.token)).user_likes.length)
      .toBe(1);

    await page.reload();
    await expect(page.getByRole('button', { name: /^Curtir Tigre da Sorte \(/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoAxeViolations(page, 'lobby with a liked game');
  });

  test('a favourite appears on the favourites page', async ({
    page,
    // A new player, signed in: no favourites yet.
    signedInPlayer: _newPlayer,
  }) => {
    await visit(page, '/casino/favorites');
    await expect(page.getByText('Você ainda não tem favoritos')).toBeVisible();
    await expectNoAxeViolations(page, '/casino/favorites (empty)');

    await page
      .getByRole('navigation', { name: 'Cassino' })
      .getByRole('link', { name: 'Todos os jogos' })
      .click();
    await page.getByRole('searchbox', { name: 'Buscar jogos' }).fill('tigre da sorte');
    await expect(page).toHaveURL(/searchTerm=tigre\+da\+sorte$/);
    const star = page.getByRole('button', { name: 'Favoritar Tigre da Sorte' });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(star).not.toHaveAttribute('aria-busy', 'true');

    await page
      .getByRole('navigation', { name: 'Cassino' })
      .getByRole('link', { name: 'Favoritos' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
    await expect(gameList(page, 'Favoritos').getByRole('link')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /Tigre da Sorte/ })).toBeVisible();
    await expectNoAxeViolations(page, '/casino/favorites');
  });

  test('a guest opening the favourites is asked to sign in first', async ({ page }) => {
    await visit(page, '/casino/favorites');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcasino%2Ffavorites$/);
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  });
});

// §9 "Device adaptation": the connection as Chromium reports it (`navigator.connection`), set
// before the page's scripts run; the page classifies it once idle (lib/device/device-adaptation).
async function connectionIs(page: Page, effectiveType: '3g' | '4g') {
  await page.addInitScript((type) => {
    const connection = Object.assign(new EventTarget(), { effectiveType: type, saveData: false });
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => connection });
  }, effectiveType);
}

/** A prefetch link as a tag manager or the operator's markup would add one. */
const addPrefetchLink = (page: Page) =>
  page.evaluate(() => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = '/casino/providers';
    document.head.append(link);
  });

test.describe('casino lobby and the connection', () => {
  test('prefetch links are removed and a game is not fetched ahead of the click', async ({
    page,
  }) => {
    await connectionIs(page, '3g');
    await visit(page, '/casino/games?provider=aurora-gaming');
    await expect(status(page)).toHaveText('43 jogos');
    await expect(async () => {
      await addPrefetchLink(page);
      await expect(page.locator('link[rel~="prefetch"]')).toHaveCount(0, { timeout: 500 });
    }).toPass();

    await gameList(page).getByRole('link').first().hover();
    await page.waitForTimeout(500);
    await expect(page.locator('link[rel~="prefetch"]')).toHaveCount(0);
  });

  test('on an ordinary connection a hovered game is prefetched, as before', async ({ page }) => {
    await connectionIs(page, '4g');
    await visit(page, '/casino/games?provider=aurora-gaming');
    await expect(status(page)).toHaveText('43 jogos');
    await gameList(page).getByRole('link').first().hover();
    await expect(page.locator('link[rel~="prefetch"]').first()).toBeAttached();
  });
});

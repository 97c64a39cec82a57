import { expect, expectNoAxeViolations, siteUrl, test, visit } from './fixtures';
import { FLAMENGO_WINS, MATCH, MATCH_NAME } from './sportsbook-stand-in';

// Betby's promo widget (issue 14): on /widgetbetby and on the home page of a brand with Betby (the
// demo tenant draws the platform's stand-in); its clicks open the match in our /sportsbook. Sorte
// has no Betby: no promo, and no /widgetbetby. At a phone's width, where the widget is tallest.
test.use({ viewport: { width: 360, height: 740 } });

const PROMO_TITLE = 'Apostas em destaque';

test.describe("Betby's promo widget", () => {
  test('/widgetbetby shows the promo, and its banner opens that match in the sportsbook', async ({
    page,
  }) => {
    await visit(page, '/widgetbetby');
    await expect(page.getByRole('heading', { level: 1, name: PROMO_TITLE })).toBeVisible();
    const main = page.getByRole('main');
    const banner = main.getByRole('button', { name: `${MATCH_NAME} — Apostar agora` });
    await expect(banner).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ver todas as apostas' })).toHaveAttribute(
      'href',
      '/sportsbook',
    );
    await expectNoAxeViolations(page, '/widgetbetby');

    await banner.click();
    await expect(page).toHaveURL(new RegExp(`${MATCH}$`));
    await expect(main.getByRole('heading', { level: 2, name: MATCH_NAME })).toBeVisible();
  });

  test('the home page shows the promo in the space it held, and a price opens its match', async ({
    page,
  }) => {
    await visit(page, '/');
    const space = page.getByTestId('sportsbook-promo-space');
    const held = (await space.boundingBox())?.height;
    await space.scrollIntoViewIfNeeded();
    const promo = page.getByRole('region', { name: PROMO_TITLE });
    const price = promo.getByRole('button', { name: FLAMENGO_WINS }).first();
    await expect(price).toBeVisible();
    // Drawn without moving what is below it: the section fits the 21.5rem held before it loaded.
    expect(held).toBe(344);
    expect((await space.boundingBox())?.height).toBe(held);
    await expectNoAxeViolations(page, 'home with the promo widget');

    await price.click();
    await expect(page).toHaveURL(new RegExp(`${MATCH}$`));
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: MATCH_NAME }),
    ).toBeVisible();
  });

  test('sorte, without Betby, has no promo on its home page and no /widgetbetby', async ({
    page,
  }) => {
    const renderer: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('bt-renderer')) renderer.push(request.url());
    });
    await visit(page, siteUrl('sorte.localhost'));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await expect(page.getByTestId('sportsbook-promo-space')).toHaveCount(0);
    expect(renderer).toEqual([]);

    const response = await page.goto(siteUrl('sorte.localhost', '/widgetbetby'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  });
});

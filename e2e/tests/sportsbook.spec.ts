import { DEMO } from './accounts';
import { depositByApi } from './platform-api';
import { subscriptionCount } from './realtime';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';
import { FLAMENGO_WINS, MATCH } from './sportsbook-stand-in';

// Betby's sportsbook on the demo tenant (issue 14): `betby.active`, so /sportsbook/{slug*} draws
// the platform's stand-in renderer (docs/design/sportsbook-api.md "Stand-in"). Its bets move the
// player's wallet through the same callbacks as Betby's, so the header balance follows them.

test.describe('the sportsbook', () => {
  test("a deep link opens its match, and a guest's bet asks to sign in through our modal", async ({
    page,
  }) => {
    await visit(page, MATCH);
    await expect(page.getByRole('heading', { level: 1, name: 'Apostas esportivas' })).toBeVisible();
    const widget = page.getByRole('main');
    await expect(
      widget.getByRole('heading', { level: 2, name: 'Flamengo × Palmeiras' }),
    ).toBeVisible();
    // The page's HTML drew the guest's widget before the app loaded, and the app adopted it
    // (features/sportsbook/model/early-widget.ts): one widget, whose sign-in is still ours. The app
    // adopts it once hydrated and the 18+ answer is read (a transition), so the test waits for it.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const early = (
            window as { earlySportsbookWidget?: { claimed: boolean; renderer: unknown } }
          ).earlySportsbookWidget;
          return {
            adopted: early?.claimed === true && early.renderer !== null,
            roots: document.getElementById('sportsbook-widget')?.childElementCount,
          };
        }),
      )
      .toEqual({ adopted: true, roots: 1 });
    await expectNoAxeViolations(page, 'sportsbook match, guest');

    await widget.getByRole('button', { name: FLAMENGO_WINS }).first().click();
    await widget.getByRole('button', { name: 'Cupom de apostas (1)' }).click();
    await widget.getByRole('button', { name: 'Entre para apostar' }).click();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  });

  test('a player places a R$ 10 single, the balance drops, and a win brings it back up', async ({
    page,
    request,
    signedInPlayer,
  }) => {
    await depositByApi(request, DEMO, signedInPlayer.session, 5000);
    await visit(page, MATCH);
    const header = page.getByRole('banner');
    await expect(header.getByText(/R\$\s50,00/)).toBeVisible();
    // The header follows the player's own channel: the bets' BalanceUpdated arrive there.
    const ownChannel = `private-universal.${signedInPlayer.session.user.id}`;
    await expect
      .poll(() => subscriptionCount(request, DEMO.slug, ownChannel), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const widget = page.getByRole('main');

    const price = widget.getByRole('button', { name: FLAMENGO_WINS }).first();
    // The price's accessible name carries the odds the win is paid at.
    const odds = Number(/odd ([\d.]+)/.exec(await price.ariaSnapshot())?.[1]);
    expect(odds).toBeGreaterThan(1);
    await price.click();
    await widget.getByRole('button', { name: 'Cupom de apostas (1)' }).click();
    await widget.getByRole('textbox', { name: 'Valor da aposta (R$)' }).fill('10,00');
    await widget.getByRole('button', { name: 'Apostar', exact: true }).click();
    await expect(widget.getByRole('status').filter({ hasText: 'Aposta feita!' })).toContainText(
      /Saldo: R\$\s40,00/,
    );
    await expect(header.getByText(/R\$\s40,00/)).toBeVisible();
    await expectNoAxeViolations(page, 'sportsbook, bet placed');

    await widget.getByRole('button', { name: 'Ganhou' }).click();
    const won = (40 + 10 * odds).toFixed(2).replace('.', ',');
    await expect(header.getByText(new RegExp(`R\\$\\s${won}`))).toBeVisible();

    // "Minhas apostas" is the platform's list of the player's bets: it outlives the page.
    await page.reload();
    const paid = (10 * odds).toFixed(2).replace('.', ',');
    await expect(
      widget.getByRole('listitem').filter({ hasText: new RegExp(`Ganhou: R\\$\\s${paid}`) }),
    ).toHaveCount(1);
  });

  test("back and forward stay in the widget, on the widget's routes", async ({ page }) => {
    await visit(page, MATCH);
    const widget = page.getByRole('main');
    const match = widget.getByRole('heading', { level: 2, name: 'Flamengo × Palmeiras' });
    await expect(match).toBeVisible();

    const entries = await page.evaluate(() => window.history.length);
    // The widget writes `?bt-path=/live` to the history itself, as Betby's does, and reports the
    // route: the address shows the path form, in that one new entry.
    await widget.getByRole('button', { name: 'Ao vivo' }).click();
    await expect(page).toHaveURL(/\/sportsbook\/live$/);
    await expect(match).toBeHidden();
    expect(await page.evaluate(() => window.history.length)).toBe(entries + 1);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${MATCH}$`));
    await expect(match).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/sportsbook\/live$/);
    await expect(match).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Apostas esportivas' })).toBeVisible();
  });
});

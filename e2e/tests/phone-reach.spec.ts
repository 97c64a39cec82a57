import { type Locator, type Page, devices } from '@playwright/test';
import { ANA } from './accounts';
import { expect, test, visit } from './fixtures';

// Issue 39 §3: on a phone nothing floating covers a control. A signed-in player at 360 px has the
// most that floats: the chat's button and the live support's "Atendimento" above the bottom bar,
// the header on top. The page keeps room for them (docs/design/floating-controls.md): a control
// brought into view — by the keyboard's focus, or scrolled to as far as the page goes — is clear
// of every fixed element, and one tap reaches it.

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel, viewport: { width: 360, height: 740 } });

/** The fixed and sticky elements that cover `target`'s box, by their label or text. */
async function coveringElements(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const covering: string[] = [];
    for (const other of document.querySelectorAll('body *')) {
      const position = getComputedStyle(other).position;
      if (position !== 'fixed' && position !== 'sticky') continue;
      if (other.contains(element) || element.contains(other)) continue;
      const rect = other.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (getComputedStyle(other).pointerEvents === 'none') continue;
      const overlaps =
        rect.left < box.right &&
        rect.right > box.left &&
        rect.top < box.bottom &&
        rect.bottom > box.top;
      if (overlaps) {
        const name = other.getAttribute('aria-label') ?? other.textContent ?? other.tagName;
        covering.push(name.trim().slice(0, 40));
      }
    }
    return covering;
  });
}

/** Brings `target` into view as the keyboard does, then as far as the page scrolls, each clear. */
async function expectReachable(page: Page, target: Locator, what: string) {
  await target.focus();
  expect(await coveringElements(target), `${what}, focused`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await target.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  expect(await coveringElements(target), `${what}, scrolled into view at its end`).toEqual([]);
}

/** Scrolls the lobby to its end until the list says every game is there. */
async function loadEveryPage(page: Page) {
  const end = page.getByText('Você viu todos os jogos.');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(end).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 45_000 });
}

test('a signed-in player on a phone reaches the last price and the last game card, nothing floating over them', async ({
  page,
  loginAs,
}) => {
  await loginAs(ANA);
  await visit(page, '/sportsbook');
  // What floats for her: the chat's button and the live support's, loaded when the page is idle.
  await expect(page.getByRole('complementary', { name: 'Chat' }).getByRole('button')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Atendimento' })).toBeVisible();

  const prices = page.getByRole('main').getByRole('button', { name: /, odd / });
  await expect(prices.first()).toBeVisible();
  const lastPrice = prices.last();
  await expectReachable(page, lastPrice, 'the last price');
  await lastPrice.tap();
  await expect(lastPrice).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Cupom de apostas (1)' })).toBeVisible();

  await visit(page, '/casino');
  const games = page.getByRole('list', { name: 'Jogos', exact: true });
  await expect(games.getByRole('link').first()).toBeVisible();
  // Scrolling to the end loads the next page: the last card is the last one once every page is.
  await loadEveryPage(page);
  const href = await games.getByRole('link').last().getAttribute('href');
  expect(href).toBeTruthy();
  const lastCard = games.locator(`a[href="${href}"]`);
  await expectReachable(page, lastCard, 'the last game card');
  await lastCard.tap();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

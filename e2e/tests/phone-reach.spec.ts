import { type Locator, type Page, devices } from '@playwright/test';
import { ANA } from './accounts';
import { expect, test, visit } from './fixtures';

// Issue 39 §3: on a phone nothing floating covers a control. A signed-in player at 360 px has the
// most on screen: the sticky header on top and the bottom bar, which holds her chat and the live
// support ("Atendimento") in one button (docs/design/floating-controls.md). The page is padded for
// the two bars; nothing else is fixed over it, wherever it is scrolled to, and one tap reaches the
// last price and the last game card.

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

/**
 * The page's controls in view that something fixed or sticky is over, other than the bars the page
 * is laid out around (the header, the bottom bar, a page's own sticky navigation): each one's box
 * against every such element's, and what is under its centre (the control itself or something
 * inside it, unless a bar is there).
 */
async function coveredControls(page: Page) {
  return page.evaluate(() => {
    const name = (element: Element | null) =>
      element
        ? (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName)
            .trim()
            .slice(0, 40)
        : 'nothing';
    const bars = [
      ...['site-header', 'bottom-nav'].flatMap((id) => {
        const bar = document.getElementById(id);
        return bar ? [bar] : [];
      }),
      // A page's own sticky navigation (the sportsbook's sports menu, which Betby keeps under the
      // header by its `stickyTop`): its page scrolls under it as under the header.
      ...[...document.querySelectorAll('main nav')].filter(
        (nav) => getComputedStyle(nav).position === 'sticky',
      ),
    ];
    const floating = [...document.querySelectorAll('body *')].filter((element) => {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' && style.position !== 'sticky') return false;
      if (style.pointerEvents === 'none') return false;
      if (bars.some((bar) => bar.contains(element))) return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    });
    const covered: string[] = [];
    const controls = document.querySelectorAll(
      'main :is(a[href], button, input, select, textarea, [role="button"])',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width < 8 || box.height < 8) continue;
      if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) {
        continue;
      }
      for (const other of floating) {
        if (other.contains(control) || control.contains(other)) continue;
        const rect = other.getBoundingClientRect();
        if (
          rect.left < box.right &&
          rect.right > box.left &&
          rect.top < box.bottom &&
          rect.bottom > box.top
        ) {
          covered.push(`${name(control)} under ${name(other)}`);
        }
      }
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const underBar = bars.some((bar) => {
        const rect = bar.getBoundingClientRect();
        // A pixel either side: elementFromPoint rounds a centre at 682.8 into a bar at 683.
        return y >= rect.top - 1 && y <= rect.bottom + 1;
      });
      if (underBar) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === control || control.contains(hit))) continue;
      covered.push(`${name(control)}'s centre under ${name(hit)}`);
    }
    return [...new Set(covered)];
  });
}

/** Scrolls through the page in `steps` stops from top to bottom, each clear of anything floating. */
async function expectNothingFloatsOverControls(page: Page, what: string, steps = 8) {
  for (let step = 0; step <= steps; step += 1) {
    const top = await page.evaluate((fraction) => {
      const end = document.documentElement.scrollHeight - innerHeight;
      window.scrollTo(0, Math.round(end * fraction));
      return window.scrollY;
    }, step / steps);
    // The windowed game grid draws the rows now in view on the next frames.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await coveredControls(page), `${what}, scrolled to ${top} px`).toEqual([]);
  }
}

/** Scrolls the lobby to its end until the list says every game is there. */
async function loadEveryPage(page: Page) {
  const end = page.getByText('Você viu todos os jogos.');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(end).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 45_000 });
}

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

test('a signed-in player on a phone reaches every price and game card, nothing floating over them', async ({
  page,
  loginAs,
}) => {
  await loginAs(ANA);
  await visit(page, '/sportsbook');
  // Her chat and the live support, once it has loaded when the page is idle: one button in the
  // bottom bar, nothing of Jivo's own on the page while it is closed.
  const conversations = bottomBar(page).getByRole('button', { name: 'Chat e atendimento' });
  await expect(conversations).toBeVisible();
  const jivoLauncher = page.locator('#jivo-stand-in');
  await expect(jivoLauncher).toBeAttached();
  await expect(jivoLauncher).toBeHidden();

  const prices = page.getByRole('main').getByRole('button', { name: /, odd / });
  await expect(prices.first()).toBeVisible();
  await expectNothingFloatsOverControls(page, 'the sportsbook');
  const lastPrice = prices.last();
  await expectReachable(page, lastPrice, 'the last price');
  await lastPrice.tap();
  await expect(lastPrice).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Cupom de apostas (1)' })).toBeVisible();

  await visit(page, '/casino');
  const games = page.getByRole('list', { name: 'Jogos', exact: true });
  await expect(games.getByRole('link').first()).toBeVisible();
  await expectNothingFloatsOverControls(page, 'the lobby’s first page', 4);
  // Scrolling to the end loads the next page: the last card is the last one once every page is.
  await loadEveryPage(page);
  await expectNothingFloatsOverControls(page, 'the whole lobby');
  const href = await games.getByRole('link').last().getAttribute('href');
  expect(href).toBeTruthy();
  const lastCard = games.locator(`a[href="${href}"]`);
  await expectReachable(page, lastCard, 'the last game card');
  await lastCard.tap();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('on a phone the chat and the live support open from the bottom bar, and focus comes back to it', async ({
  page,
  loginAs,
}) => {
  await loginAs(ANA);
  await visit(page, '/casino');
  const conversations = bottomBar(page).getByRole('button', { name: 'Chat e atendimento' });
  const choices = page.getByRole('group', { name: 'Chat e atendimento' });

  await conversations.tap();
  await expect(conversations).toHaveAttribute('aria-expanded', 'true');
  await choices.getByRole('button', { name: 'Chat', exact: true }).tap();
  const chat = page.getByRole('dialog', { name: 'Chat' });
  await expect(chat).toBeVisible();
  await expect(choices).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(conversations).toBeFocused();

  await conversations.tap();
  await choices.getByRole('button', { name: 'Atendimento' }).tap();
  const support = page.getByRole('region', { name: 'Atendimento ao vivo' });
  await expect(support.getByText(ANA.email, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Fechar atendimento' }).tap();
  await expect(support).toBeHidden();
  await expect(conversations).toBeFocused();

  // By keyboard: the choices close on Escape, focus back on the button.
  await conversations.press('Enter');
  await expect(choices).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(choices).toBeHidden();
  await expect(conversations).toBeFocused();
});

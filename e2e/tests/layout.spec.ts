import { devices, type Page } from '@playwright/test';
import { ANA } from './accounts';
import {
  expect,
  expectNoAxeViolations,
  horizontalOverflow,
  siteUrl,
  test,
  visit,
  waitForHydration,
} from './fixtures';

test.describe('small screens', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a 360 px viewport has no horizontal scroll', async ({ page }) => {
    const screens = [
      { label: 'demo /', url: siteUrl('localhost', '/'), ready: 'Destaques' },
      { label: 'demo /terms', url: siteUrl('localhost', '/terms'), ready: 'Termos e Condições' },
      {
        label: 'demo /nao-existe',
        url: siteUrl('localhost', '/nao-existe'),
        ready: 'Página não encontrada',
      },
      { label: 'sorte /', url: siteUrl('sorte.localhost', '/'), ready: 'Destaques' },
    ];
    for (const { label, url, ready } of screens) {
      await visit(page, url);
      await expect(
        page
          .getByRole('heading', { level: 1, name: ready })
          .or(page.getByRole('region', { name: ready })),
      ).toBeVisible();
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(innerWidth).toBe(360);
      expect
        .soft(scrollWidth, `${label} is ${scrollWidth}px wide at 360 px`)
        .toBeLessThanOrEqual(innerWidth);
      await expectNoAxeViolations(page, `${label} at 360 px`);
    }
    // From 400 px the header's logo may be wider: the logo gives way to the sign-in buttons.
    await page.setViewportSize({ width: 412, height: 800 });
    await visit(page, siteUrl('localhost', '/'));
    await expect(page.getByRole('region', { name: 'Destaques' })).toBeVisible();
    const wide = await horizontalOverflow(page);
    expect(wide.innerWidth).toBe(412);
    expect.soft(wide.scrollWidth, 'demo / at 412 px').toBeLessThanOrEqual(412);
  });

  test('the navigation moves to a bottom bar', async ({ page }) => {
    await visit(page, '/');
    // The header's copy is hidden at this width; only the bottom bar is exposed.
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav).toHaveCount(1);
    await expect(nav).toBeVisible();
    // The demo brand has boxes (issue 36); Promoções came with issue 37 and VIP with issue 38.
    await expect(nav.getByRole('link')).toHaveText([
      'Início',
      'Cassino',
      'Esportes',
      'Caixas',
      'Promoções',
      'VIP',
    ]);
    const box = await nav.boundingBox();
    expect(box!.y + box!.height).toBeCloseTo(740, 0);
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cadastrar', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Idioma:/ })).toBeVisible();
  });
});

test.describe('first visit', () => {
  test.use({ returningVisitor: false, viewport: { width: 360, height: 740 } });

  test('the 18+ question blocks the page until answered, and is not asked again', async ({
    page,
  }) => {
    await visit(page, '/casino/games');
    const gate = page.getByRole('dialog', { name: 'Você tem 18 anos ou mais?' });
    await expect(gate).toBeVisible();
    const confirm = gate.getByRole('button', { name: 'Sim, tenho 18 anos ou mais' });
    await expect(confirm).toBeFocused();
    await expectNoAxeViolations(page, 'age gate on a first visit');
    // The page behind is out of reach: hidden from screen readers, Tab stays in the question,
    // and a tap on the header (its logo links home) lands on the overlay.
    await expect(page.getByRole('heading', { level: 1, name: 'Jogos' })).toHaveCount(0);
    for (let press = 0; press < 3; press++) await page.keyboard.press('Tab');
    await expect(gate.locator(':focus')).toHaveCount(1);
    const logo = await page.locator('#site-header a[href="/"]').first().boundingBox();
    if (!logo) throw new Error('the header has no home link');
    await page.mouse.click(logo.x + logo.width / 2, logo.y + logo.height / 2);
    await expect(page).toHaveURL(/\/casino\/games$/);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(gate).toBeVisible();
    await confirm.click();
    await expect(gate).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Jogos' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Você tem 18 anos ou mais?' })).toHaveCount(0);
  });
});

// A cheap phone on a slow connection paints a streamed document before it is all parsed: what it
// has drawn must not move as the rest arrives (a bar anchored to the bottom, a centred card, a
// right-aligned group, an icon beside text still to come). The two settings split the document at
// different places: a slow network (the pieces arrive apart) and a slow processor (the parser
// yields often).
test.describe('a first visit on a slow phone', () => {
  // A phone's size, touch and user agent (its browser type is the project's, in a describe group).
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  test.use({
    ...phone,
    viewport: { width: 360, height: 740 },
    returningVisitor: false,
  });

  const SETTINGS = [
    { label: 'slow network', latency: 400, kbps: 300, cpu: 4 },
    { label: 'slow processor', latency: 150, kbps: 800, cpu: 10 },
  ];
  const PAGES = ['/', '/casino/games', '/casino/vitrine-originals/tigre-da-sorte', '/login'];

  test('the pages do not move while they arrive', async ({ page }) => {
    test.slow();
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { __layoutShifts: shifts });
      const describe = (node: Node | null) => {
        const element = node instanceof Element ? node : (node?.parentElement ?? null);
        if (!element) return '(gone)';
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${text}"`;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShiftEntry[]) {
          for (const source of entry.sources) {
            const from = source.previousRect;
            const to = source.currentRect;
            shifts.push(
              `${entry.value.toFixed(4)} ${describe(source.node)} (${from.x},${from.y} ${from.width}×${from.height} → ${to.x},${to.y} ${to.width}×${to.height})`,
            );
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    for (const { label, latency, kbps, cpu } of SETTINGS) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: (kbps * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      for (const path of PAGES) {
        await page.goto(path, { timeout: 60_000 });
        await waitForHydration(page);
        // The first visit's 18+ question comes once the page has started: nothing moved under it.
        // At 10× CPU its code takes a while to load and run: this is about shifts, not its speed.
        await expect(page.getByRole('dialog', { name: 'Você tem 18 anos ou mais?' })).toBeVisible({
          timeout: 30_000,
        });
        const shifts = await page.evaluate(
          () => (window as unknown as { __layoutShifts: string[] }).__layoutShifts,
        );
        expect.soft(shifts, `${path} on a ${label}`).toEqual([]);
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});

/** The Layout Instability API's entry (not in TypeScript's DOM library). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

test.describe('the header’s brand', () => {
  // Issue 34 §6: a signed-in player's actions squeezed the logo's link to 0 px on a desktop, and
  // pushed the page sideways between 400 and 520 px and between 640 and 700 px.
  const WIDTHS = [360, 412, 480, 640, 700, 1280, 1440, 1920];

  async function expectTheLogoAtEveryWidth(page: Page, who: 'guest' | 'player') {
    const header = page.getByRole('banner');
    const home = header.getByRole('link', { name: /— página inicial$/ });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, '/');
      await expect(home.getByRole('img')).toBeVisible();
      // The player's balance and rank at their full width, not their loading placeholders.
      if (who === 'player') await expect(header).not.toContainText('Carregando');
      const box = await home.boundingBox();
      expect(box, `${who} at ${width} px`).not.toBeNull();
      expect
        .soft(box!.width, `the logo's width for a ${who} at ${width} px`)
        .toBeGreaterThanOrEqual(36);
      expect.soft(box!.height, `the logo's height for a ${who} at ${width} px`).toBeGreaterThan(30);
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect.soft(scrollWidth, `${who} at ${width} px`).toBeLessThanOrEqual(innerWidth);
    }
  }

  test('shows the logo to a guest and to a player at every width', async ({ page, loginAs }) => {
    test.slow(); // Sixteen pages.
    await expectTheLogoAtEveryWidth(page, 'guest');
    await loginAs(ANA);
    await visit(page, '/');
    await expect(page.getByRole('button', { name: /^Menu da conta de Ana/ })).toBeVisible();
    await expectTheLogoAtEveryWidth(page, 'player');
  });
});

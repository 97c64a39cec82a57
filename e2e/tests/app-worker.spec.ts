import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, visit, waitForHydration } from './fixtures';

// Issue 15: the service worker, the offline page and the app update notice. The worker registers
// once the page is idle; everything here waits for it rather than for a fixed time.

const OFFLINE_CACHE = 'vitrine-offline-v1';

// The worker the web server serves (scripts/build-worker.mjs). The browser fetches it for an update
// check itself, past Playwright's routing, so a new deploy is simulated on disk and undone after.
const WORKER_FILE = fileURLToPath(new URL('../../apps/web/build/client/sw.js', import.meta.url));
let deployedWorker: string | null = null;

async function deployChangedWorker() {
  deployedWorker = readFileSync(WORKER_FILE, 'utf8');
  writeFileSync(WORKER_FILE, `${deployedWorker}\n// the next build\n`);
}

test.afterEach(() => {
  if (deployedWorker !== null) writeFileSync(WORKER_FILE, deployedWorker);
  deployedWorker = null;
});

/** Resolves once the worker is active and has kept both offline pages. */
async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(
        (name) =>
          caches
            .open(name)
            .then((cache) => cache.keys())
            .then((keys) => keys.map((request) => new URL(request.url).pathname).sort()),
        OFFLINE_CACHE,
      ),
    )
    .toEqual(['/Offiline', '/en/Offiline']);
}

function updateNotice(page: Page) {
  return page.getByRole('region', { name: 'Nova versão disponível' });
}

test.describe('the installable app', () => {
  test('the worker controls the page after a reload; offline, a page opens /Offiline and the retry returns', async ({
    page,
    context,
  }) => {
    await visit(page, '/');
    await workerReady(page);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);

    // The header's offline state comes with the idle layer: wait for it before going offline.
    await waitForIdleLayer(page);
    await context.setOffline(true);
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Sem conexão');

    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Cassino' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/Offiline\?from=%2Fcasino$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Você está sem conexão');
    await waitForIdleLayer(page);
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Sem conexão');
    await expectNoAxeViolations(page, '/Offiline');

    // Still offline: the retry says so and stays.
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText('Ainda sem conexão.', { exact: false })).toBeVisible();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    // The casino's own address (its index shows the games).
    await expect(page).toHaveURL(/\/casino\/games$/);
    await expect(page.getByRole('banner').getByRole('status')).toHaveCount(0);
  });

  test("the offline page a signed-in player's worker keeps is a guest's", async ({
    page,
    signedInPlayer,
  }) => {
    await visit(page, '/');
    await expect(
      page.getByRole('button', { name: `Menu da conta de ${signedInPlayer.firstName}` }),
    ).toBeVisible();
    await workerReady(page);
    const kept = await page.evaluate(
      (name) =>
        caches
          .open(name)
          .then((cache) =>
            Promise.all(['/Offiline', '/en/Offiline'].map((path) => cache.match(path))),
          )
          .then((responses) => Promise.all(responses.map((response) => response?.text() ?? ''))),
      OFFLINE_CACHE,
    );
    expect(kept[0]).toContain('Você está sem conexão');
    expect(kept[1]).toContain('You are offline');
    for (const html of kept) {
      for (const secret of [
        signedInPlayer.firstName,
        signedInPlayer.phone,
        signedInPlayer.email,
        signedInPlayer.session.token,
      ]) {
        expect(html).not.toContain(secret);
      }
    }
  });

  test('offline, an English page opens /en/Offiline', async ({ page, context }) => {
    await visit(page, '/en');
    await workerReady(page);
    await context.setOffline(true);
    await page.goto('/en/casino/providers?tab=new');
    await expect(page).toHaveURL(/\/en\/Offiline\?from=%2Fen%2Fcasino%2Fproviders%3Ftab%3Dnew$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await waitForIdleLayer(page);
    await expectNoAxeViolations(page, '/en/Offiline');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/en\/casino\/providers\?tab=new$/);
  });

  test("a new build: the notice, 'Depois' hides it for two minutes, 'Atualizar agora' reloads into it", async ({
    page,
    context,
  }) => {
    // A deploy happened after this page was rendered: /version.json names another build.
    await context.route('**/version.json', (route) =>
      route.fulfill({ json: { buildId: 'next-build' }, headers: { 'cache-control': 'no-store' } }),
    );
    await visit(page, '/casino/games');
    const notice = updateNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Atualize para usar a versão mais recente do site.');
    await expectNoAxeViolations(page, 'update notice');

    await page.clock.install();
    await notice.getByRole('button', { name: 'Depois' }).click();
    await expect(notice).toHaveCount(0);
    await page.clock.fastForward(119_000);
    await expect(notice).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expect(notice).toBeVisible();

    // The close button puts it off too.
    await notice.getByRole('button', { name: 'Fechar o aviso de atualização' }).click();
    await expect(notice).toHaveCount(0);
    await page.clock.fastForward(120_000);
    await expect(notice).toBeVisible();

    // The new build is what the server now serves: after the reload there is nothing to update.
    await context.unroute('**/version.json');
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Atualizar agora' }).click();
    await reloaded;
    // The reloaded page asks /version.json again once idle, and finds nothing newer than itself.
    const checked = page.waitForResponse((response) => response.url().endsWith('/version.json'));
    await waitForHydration(page);
    await checked;
    await expect(page).toHaveURL(/\/casino\/games$/);
    const builds = await page.evaluate(async () => {
      const served: unknown = await fetch('/version.json').then((response) => response.json());
      const manifest: unknown = Reflect.get(window, '__reactRouterManifest');
      return { served, page: manifest && Reflect.get(manifest, 'version') };
    });
    expect(builds.served).toEqual({ buildId: builds.page });
    await expect(notice).toHaveCount(0);
  });

  test("a new worker waits until 'Atualizar agora', then takes over and the page reloads", async ({
    page,
  }) => {
    await visit(page, '/casino/games');
    await workerReady(page);
    await page.reload();
    await waitForIdleLayer(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    expect(first).toMatch(/\/sw\.js$/);

    // A deploy: the server now serves a different worker script (the file on disk changes).
    await deployChangedWorker();
    // §2: arriving home asks the worker for an update; the new one installs and waits.
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Início' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    const notice = updateNotice(page);
    await expect(notice).toBeVisible();
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker
          .getRegistration()
          .then((registration) => Boolean(registration?.waiting)),
      ),
    ).toBe(true);

    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Atualizar agora' }).click();
    await reloaded;
    await expect
      .poll(() =>
        page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((registration) => ({
            waiting: Boolean(registration?.waiting),
            controlled: navigator.serviceWorker.controller !== null,
          })),
        ),
      )
      .toEqual({ waiting: false, controlled: true });
  });
});

/** The idle layer (update notice, offline state) has loaded: its chunk has been fetched. */
async function waitForIdleLayer(page: Page) {
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/idle-layer-[\w-]+\.js$/.test(entry.name)),
  );
}

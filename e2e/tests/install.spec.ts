import { chromium, devices, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';
import { chromiumPath } from '../../scripts/chromium-path.mjs';
import { expect, expectNoAxeViolations, siteUrl, test, visit } from './fixtures';

// Issue 15, the installable app: Chromium's own judgement of each live tenant's manifest, and the
// install guides. Chromium never calls an incognito window installable, so the check runs in a
// persistent profile of its own (docs/decisions/016).

/** What the document holds of the browser's install offer (held-install-offer.ts). */
type HeldOffer = Window & { heldInstallOffer?: { event: Event | null } };

const { defaultBrowserType: _, ...desktopChrome } = devices['Desktop Chrome'];

async function persistentChromium(profile: string, args: string[] = []): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    ...desktopChrome,
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...args],
  });
}

/**
 * The manifest Chromium read for the page, its parse errors, and what Chromium says stands in the
 * way of installing the app (no errors: installable).
 */
async function installability(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return {
    manifest: new URL(manifest.url || 'about:blank').pathname,
    parseErrors: manifest.errors.map((error) => error.message),
    installabilityErrors: installabilityErrors.map(
      (error) => `${error.errorId}(${error.errorArguments.map((a) => a.value).join(', ')})`,
    ),
  };
}

test.describe('the installable app', () => {
  test('Chromium reports the demo and sorte apps installable in both languages, and its offer is ours from the second page', async ({
    request,
  }, testInfo) => {
    // Without a service worker: Chromium no longer asks for one (checked on Chromium 156+).
    // The engagement Chromium asks before offering the installation is a person's minutes here.
    const context = await persistentChromium(testInfo.outputPath('profile'), [
      '--bypass-app-banner-engagement-checks',
    ]);
    await context.addInitScript(() => localStorage.setItem('ageVerified', 'true'));
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      for (const host of ['localhost', 'sorte.localhost']) {
        for (const [path, manifest, startUrl] of [
          ['/', '/manifest.webmanifest', '/'],
          ['/en', '/en/manifest.webmanifest', '/en'],
        ] as const) {
          await visit(page, siteUrl(host, path));
          await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest);
          await expect
            .poll(() => installability(page), { message: `${host}${path}` })
            .toEqual({ manifest, parseErrors: [], installabilityErrors: [] });

          // Node does not resolve *.localhost: the request names its host itself.
          const headers = { Host: new URL(siteUrl(host)).host };
          const response = await request.get(siteUrl('localhost', manifest), { headers });
          expect(response.headers()['content-type']).toContain('application/manifest+json');
          const json = (await response.json()) as {
            start_url: string;
            scope: string;
            display: string;
            icons: { src: string; sizes: string; purpose: string }[];
            screenshots: { src: string; sizes: string; form_factor: string }[];
          };
          expect(json).toMatchObject({ start_url: startUrl, scope: '/', display: 'standalone' });
          for (const size of ['192x192', '512x512']) {
            expect(json.icons).toContainEqual(
              expect.objectContaining({ sizes: size, purpose: 'maskable' }),
            );
          }
          // Each screenshot is a PNG of the size the manifest declares.
          for (const shot of json.screenshots) {
            const image = await request.get(siteUrl('localhost', shot.src), { headers });
            expect(image.headers()['content-type']).toBe('image/png');
            const bytes = await image.body();
            const [width, height] = shot.sizes.split('x').map(Number);
            expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([width, height]);
          }
        }
      }

      // The browser's offer becomes ours from the second page on; turned down, it is not made again.
      await visit(page, siteUrl('localhost', '/'));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Termos e Condições' }).click();
      const offer = page.getByRole('dialog', { name: /^Instale o app / });
      // A first visit's registration prompt (once per visit, ~2 s after the start) may come first:
      // the offer waits its turn behind it, as for any visitor who closes the prompt.
      const prompt = page.getByRole('dialog', { name: 'Criar conta' });
      await expect(offer.or(prompt)).toBeVisible();
      if (await prompt.isVisible()) {
        await prompt.getByRole('button', { name: 'Fechar' }).click();
        await page
          .getByRole('alertdialog', { name: 'Tem certeza que deseja cancelar seu registro?' })
          .getByRole('button', { name: 'Sim, cancelar' })
          .click();
        await expect(prompt).toBeHidden();
      }
      await expect(offer).toBeVisible();
      await expectNoAxeViolations(page, 'the app install modal');
      await offer.getByRole('button', { name: 'Agora não' }).click();
      await expect(offer).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('vite-pwa:hide-install'))).toBe('true');
      // A new visit: the browser offers again, the flag keeps the modal away (it would come
      // within the idle fallback, 2 s, of the second page).
      await visit(page, siteUrl('localhost', '/'));
      await expect
        .poll(() => page.evaluate(() => (window as HeldOffer).heldInstallOffer?.event != null))
        .toBe(true);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Política de Privacidade' })
        .click();
      await expect(page).toHaveURL(/\/privacy$/);
      await page.waitForTimeout(3000);
      await expect(offer).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test('the install guides show their steps in both languages, at 360 px and on a desktop', async ({
    page,
  }) => {
    const guides = [
      [
        '/install',
        'Instalar o app no Android',
        'Toque no menu ⋮ no canto superior direito do Chrome.',
      ],
      [
        '/install-two',
        'Instalar o app no Samsung Internet',
        'Toque no menu ≡ na barra inferior do navegador.',
      ],
      ['/ios', 'Instalar o app no iPhone', 'Role a lista e toque em "Adicionar à Tela de Início".'],
      [
        '/en/install',
        'Install the app on Android',
        'Tap the ⋮ menu in the top right corner of Chrome.',
      ],
      ['/en/ios', 'Install the app on iPhone', 'Scroll the list and tap "Add to Home Screen".'],
    ] as const;
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      for (const [path, title, step] of guides) {
        await visit(page, path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('listitem').filter({ hasText: step })).toBeVisible();
        await expectNoAxeViolations(page, `${path} at ${viewport.width} px`);
      }
    }
    // The footer leads to the guide, in the page's language.
    await visit(page, '/en');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Install the app' }).click();
    await expect(page).toHaveURL(/\/en\/install$/);
  });
});

import type { Page } from '@playwright/test';
import { DEMO } from './accounts';
import { submitLogin } from './accounts/login-dialog';
import { expect, expectNoAxeViolations, horizontalOverflow, test, visit } from './fixtures';

// Issue 16 "Live support": demo's JivoChat (the platform's stand-in, speaking Jivo's widget API)
// for signed-in players only, told who the player is, gone on sign-out. Issue 39 §3: opened from
// the player's own chat and live support button (the header's from 1024 px, the bottom bar's
// below), Jivo's launcher hidden.

/** The player's chat and live support: the header's, or the bottom bar's below 1024 px. */
const conversationsButton = (page: Page) =>
  page.getByRole('button', { name: 'Chat e atendimento' });

async function openSupport(page: Page) {
  await conversationsButton(page).click();
  await page
    .getByRole('group', { name: 'Chat e atendimento' })
    .getByRole('button', { name: 'Atendimento' })
    .click();
}
const widgetScripts = (page: Page) => page.locator('script[src*="/live-support/demo/widget/"]');

/** Lets the page reach idle twice: the idle layer loads, then the widget it starts. */
async function afterIdle(page: Page) {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
    );
  }
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Menu da conta de / }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Você saiu da sua conta.')).toBeVisible();
}

test('a guest has no live support; signing in brings it, told who the player is; signing out takes it away', async ({
  page,
  registeredPlayer,
}) => {
  await visit(page, '/');
  await afterIdle(page);
  await expect(conversationsButton(page)).toHaveCount(0);
  await expect(widgetScripts(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'Entrar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await submitLogin(dialog, DEMO, registeredPlayer);
  await expect(dialog).toBeHidden();

  // Jivo's own launcher is on the page, hidden: the header's button opens its window.
  await expect(page.locator('#jivo-stand-in')).toBeAttached();
  await expect(page.locator('#jivo-stand-in')).toBeHidden();
  await openSupport(page);
  const panel = page.getByRole('region', { name: 'Atendimento ao vivo' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(registeredPlayer.email, { exact: true })).toBeVisible();
  await expect(panel.getByText(registeredPlayer.phone, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'live support open, signed in');

  // The player closes the support panel, then signs out from the account menu (the open panel
  // floats over the menu's last items: issue 39's "nothing floating may cover a control").
  await page.getByRole('button', { name: 'Fechar atendimento' }).click();
  await expect(panel).toBeHidden();
  await expect(conversationsButton(page)).toBeFocused();
  await signOut(page);
  await expect(conversationsButton(page)).toHaveCount(0);
  await expect(page.locator('#jivo-stand-in')).toHaveCount(0);
  await expect(panel).toHaveCount(0);
  await expect(widgetScripts(page)).toHaveCount(0);
  expect(
    await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('jivo'))),
  ).toEqual([]);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a signed-in player finds live support on a phone, with their name and e-mail, and it fits', async ({
    page,
    signedInPlayer,
  }) => {
    await visit(page, '/');
    const conversations = page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('button', { name: 'Chat e atendimento' });
    await openSupport(page);
    const panel = page.getByRole('region', { name: 'Atendimento ao vivo' });
    await expect(panel.getByText(signedInPlayer.email, { exact: true })).toBeVisible();
    await expect(panel.getByText(signedInPlayer.name, { exact: true })).toBeVisible();
    await expect(widgetScripts(page)).toHaveCount(1);
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, 'live support open at 360 px');

    await page.getByRole('button', { name: 'Fechar atendimento' }).click();
    await expect(panel).toBeHidden();
    await expect(conversations).toBeFocused();
  });
});

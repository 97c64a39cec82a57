import type { APIRequestContext, Page } from '@playwright/test';
import { ANA, DEMO } from './accounts';
import {
  expect,
  expectNoAxeViolations,
  horizontalOverflow,
  PLATFORM_ORIGIN,
  type RegisteredPlayer,
  test,
  visit,
} from './fixtures';
import { subscriptionCount } from './realtime';

// The notification bell and side panel (issue 16): the demo operator console
// (`{apiLink}/demo/console`) sends a player a notification, which reaches the bell live on the
// player's own channel; the panel lists it and reading it lowers the count.

const API = `${PLATFORM_ORIGIN}/t/${DEMO.slug}`;

/** The operator console sends `player` a personal (or chat) notification. */
async function notify(
  request: APIRequestContext,
  player: RegisteredPlayer,
  name: string,
  type: 'personal' | 'chat' = 'personal',
) {
  const sent = await request.post(`${API}/demo/console/notifications`, {
    data: {
      player: player.email,
      type,
      name,
      message: 'Giros grátis no Tigre da Sorte até meia-noite.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

/** A live notification shows in the notification modal too (notification-live.spec.ts): closed. */
async function closeNotificationModal(page: Page, name: string) {
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Fechar' }).last().click();
  await expect(page.getByRole('dialog', { name })).toBeHidden();
  // Its toast has finished fading in: axe reads the colours it ends with, not a frame on the way.
  await expect(
    page
      .getByRole('region', { name: /^Avisos/ })
      .locator('[data-sonner-toast]')
      .filter({ hasText: name }),
  ).toHaveCSS('opacity', '1');
}

/** What the bell will count before the console sends anything (demo's global notifications). */
async function unreadNow(request: APIRequestContext, player: RegisteredPlayer) {
  const response = await request.get(`${API}/notifications?page=1&per_page=10`, {
    headers: { Authorization: `Bearer ${player.session.token}` },
  });
  expect(response.status()).toBe(200);
  const { unread_count } = (await response.json()) as {
    unread_count: { user_notifications: number; global_notifications: number };
  };
  return unread_count.user_notifications + unread_count.global_notifications;
}

const bellName = (count: number) =>
  count === 0 ? 'Notificações' : `Notificações, ${count} ${count === 1 ? 'não lida' : 'não lidas'}`;

test.describe('notifications', () => {
  test('a notification from the console raises the bell live; the panel shows it and reading it lowers the count', async ({
    page,
    request,
    signedInPlayer,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const before = await unreadNow(request, signedInPlayer);
    await visit(page, '/');
    const header = page.getByRole('banner');
    const bell = header.getByRole('button', { name: /^Notificações/ });
    await expect(bell).toHaveAccessibleName(bellName(before));
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);
    const ownChannel = `private-universal.${signedInPlayer.session.user.id}`;
    await expect
      .poll(() => subscriptionCount(request, DEMO.slug, ownChannel), { timeout: 30_000 })
      .toBeGreaterThan(0);

    await notify(request, signedInPlayer, 'Rodada de giros grátis');
    await closeNotificationModal(page, 'Rodada de giros grátis');
    await expect(bell).toHaveAccessibleName(bellName(before + 1));

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    await expect(panel).toBeVisible();
    // Full width on a small screen.
    expect((await panel.boundingBox())?.width).toBe(360);
    await expect(panel.getByRole('tab', { name: /^Pessoais/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const item = panel.getByRole('button', { name: /Rodada de giros grátis/ });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Não lida');
    await expectNoAxeViolations(page, 'notification panel at 360 px');

    await item.click();
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    await expect(item).not.toContainText('Não lida');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    await expect(bell).toHaveAccessibleName(bellName(before));

    // §2: a chat notification clicked opens the chat panel, full width on this screen.
    await notify(request, signedInPlayer, 'Você foi mencionado no chat', 'chat');
    await closeNotificationModal(page, 'Você foi mencionado no chat');
    await expect(bell).toHaveAccessibleName(bellName(before + 1));
    await bell.click();
    await panel.getByRole('button', { name: /Você foi mencionado no chat/ }).click();
    const chat = page.getByRole('dialog', { name: 'Chat' });
    await expect(chat).toBeVisible();
    await expect(panel).toBeHidden();
    expect((await chat.boundingBox())?.width).toBe(360);
    await expectNoAxeViolations(page, 'chat panel opened by a chat notification at 360 px');
  });

  test('a chat notification clicked in a push opens the chat panel: the page the worker opens at ?chat=open', async ({
    page,
    signedInPlayer,
  }) => {
    expect(signedInPlayer.session.token).toBeTruthy();
    await page.setViewportSize({ width: 360, height: 740 });
    // Where the service worker sends a click on a chat notification's push (sw/push-payload.ts).
    await visit(page, '/?chat=open');
    const chat = page.getByRole('dialog', { name: 'Chat' });
    await expect(chat).toBeVisible();
    expect((await chat.boundingBox())?.width).toBe(360);
    // The marker is taken off with a replace: a reload does not open the panel again.
    await expect(page).toHaveURL((url) => !url.searchParams.has('chat'));
    await page.reload();
    await expect(page.getByRole('region', { name: /^Avisos/ })).toBeAttached();
    await expect(chat).toBeHidden();
  });

  test('on a wide screen the panel is a side panel, and a guest has no bell', async ({
    page,
    loginAs,
  }) => {
    await visit(page, '/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notificações/ })).toHaveCount(0);

    await loginAs(ANA);
    await visit(page, '/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notificações/ })
      .click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(384);
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(viewport?.width);
    await panel.getByRole('tab', { name: /^Gerais/ }).click();
    await expect(panel.getByRole('tabpanel')).toBeVisible();
    await expectNoAxeViolations(page, 'notification panel, global tab, desktop');
  });
});

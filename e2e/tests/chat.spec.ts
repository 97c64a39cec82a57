import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, newPlayerIdentity, registerPlayer, type Session } from './accounts';
import {
  expect,
  expectNoAxeViolations,
  horizontalOverflow,
  PLATFORM_ORIGIN,
  test,
  visit,
} from './fixtures';
import { subscribedBeyond, subscriptionCount } from './realtime';

// The global chat (issue 16) as players meet it: a guest's Chat button in the header, a signed-in
// player's shared with the live support (the header's from 1024 px, the bottom bar's below: issue
// 39 §3), the side panel, the platform's MessageSent on the public chat channel, and a guest asked
// to sign in to write.

const CHAT_CHANNEL = 'chat.vitrine-demo';
const API = `${PLATFORM_ORIGIN}/t/demo`;

/** A guest's Chat button, in the header. */
const guestChatButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Chat', exact: true });

/** A signed-in player's chat and live support: the one of the header or the bottom bar shown. */
const playerChatButton = (page: Page, where: 'banner' | 'navigation' = 'banner') =>
  page
    .getByRole(where, where === 'navigation' ? { name: 'Navegação principal' } : {})
    .getByRole('button', { name: 'Chat e atendimento' });

async function openChat(page: Page, who: 'guest' | 'player', where?: 'banner' | 'navigation') {
  if (who === 'guest') {
    await guestChatButton(page).click();
  } else {
    await playerChatButton(page, where).click();
    await page
      .getByRole('group', { name: 'Chat e atendimento' })
      .getByRole('button', { name: 'Chat', exact: true })
      .click();
  }
  const panel = page.getByRole('dialog', { name: 'Chat' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('log', { name: 'Mensagens do chat' })).toBeVisible();
  return panel;
}

/** A player's message posted through the API, so the room is never empty for a guest. */
async function postByApi(request: APIRequestContext, session: Session, text: string) {
  const response = await request.post(`${API}/chat/messages`, {
    headers: { authorization: `Bearer ${session.token}`, accept: 'application/json' },
    data: { text },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('global chat', () => {
  test('two players chat and each sees the other’s message live', async ({
    page,
    anotherVisitor,
    request,
    signedInPlayer,
  }) => {
    const bruno = await registerPlayer(request, DEMO, newPlayerIdentity('Bruno'));
    const other = await anotherVisitor({ session: bruno });
    const before = await subscriptionCount(request, 'demo', CHAT_CHANNEL);

    await visit(page, '/');
    const mine = await openChat(page, 'player');
    await visit(other, '/');
    const theirs = await openChat(other, 'player');
    await subscribedBeyond(request, 'demo', CHAT_CHANNEL, before + 1);
    // Both are on the presence channel: the count and an avatar group of at most four.
    await expect(mine.getByText(/^\d+ jogadores online$/)).toBeVisible();
    const avatars = await mine.getByTestId('online-avatar').count();
    expect(avatars).toBeGreaterThanOrEqual(2);
    expect(avatars).toBeLessThanOrEqual(4);

    const hello = `Olá do ${signedInPlayer.firstName} ${Date.now()}`;
    const field = mine.getByRole('textbox', { name: 'Mensagem' });
    await field.fill(hello);
    await field.press('Enter');
    await expect(field).toHaveValue('');
    await expect(mine.getByRole('log').getByText(hello)).toBeVisible();
    await expect(theirs.getByRole('log').getByText(hello)).toBeVisible();

    const reply = `Oi! <b>não é HTML</b> ${Date.now()}`;
    const otherField = theirs.getByRole('textbox', { name: 'Mensagem' });
    await otherField.fill(reply);
    await theirs.getByRole('button', { name: 'Enviar' }).click();
    await expect(mine.getByRole('log').getByText(reply)).toBeVisible();
    await expect(mine.getByRole('log').locator('b')).toHaveCount(0);

    // A link attached by its address, sent with no text: the other browser gets a safe link.
    const address = `https://example.com/vitrine-${Date.now()}`;
    await mine.getByRole('button', { name: 'Anexar link ou imagem' }).click();
    await mine.getByRole('textbox', { name: 'Endereço do link ou da imagem' }).fill(address);
    await mine.getByRole('button', { name: 'Anexar', exact: true }).click();
    await expect(mine.getByRole('list', { name: 'Anexos da mensagem' })).toContainText(address);
    await expectNoAxeViolations(page, 'chat panel, signed in, desktop, a link attached');
    await field.press('Enter');
    await expect(mine.getByRole('list', { name: 'Anexos da mensagem' })).toBeHidden();
    const link = theirs.getByRole('log').getByRole('link', { name: address });
    await expect(link).toHaveAttribute('href', address);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await page.keyboard.press('Escape');
    await expect(mine).toBeHidden();
    await expect(playerChatButton(page)).toBeFocused();
  });

  test('a guest reads the chat full width at 360 px and is asked to sign in to write', async ({
    anotherVisitor,
    request,
  }) => {
    const writer = await registerPlayer(request, DEMO, newPlayerIdentity('Dora'));
    const text = `Mensagem para quem chega ${Date.now()}`;
    await postByApi(request, writer, text);

    const guest = await anotherVisitor({ phone: true });
    const before = await subscriptionCount(request, 'demo', CHAT_CHANNEL);
    await visit(guest, '/');
    const panel = await openChat(guest, 'guest');
    await expect(panel.getByRole('log').getByText(text)).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(360);
    await expect(panel.getByRole('textbox')).toHaveCount(0);
    await expect(panel.getByText('Entre na sua conta para escrever no chat.')).toBeVisible();
    await expectNoAxeViolations(guest, 'chat panel, guest, 360 px');

    // The guest hears what is said while the panel is open, and sees how many players are online
    // (the presence channel, joined by its Guest-ID; guests are not counted).
    await subscribedBeyond(request, 'demo', CHAT_CHANNEL, before);
    await expect(panel.getByText(/^(\d+ jogador(es)?|Nenhum jogador) online$/)).toBeVisible();
    const live = `Ao vivo para o visitante ${Date.now()}`;
    await postByApi(request, writer, live);
    await expect(panel.getByRole('log').getByText(live)).toBeVisible();

    await panel.getByRole('button', { name: 'Entrar' }).click();
    await expect(guest.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('a signed-in player’s chat is in the bottom bar, with the live support, the header unscrolled', async ({
      page,
      signedInPlayer,
    }) => {
      await visit(page, '/');
      await expect(playerChatButton(page)).toBeHidden();
      await expect(playerChatButton(page, 'navigation')).toBeVisible();
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth, `signed in as ${signedInPlayer.firstName}`).toBeLessThanOrEqual(
        innerWidth,
      );
      await expectNoAxeViolations(page, 'home, signed in, 360 px, the chat in the bottom bar');
      await playerChatButton(page, 'navigation').click();
      await expect(page.getByRole('group', { name: 'Chat e atendimento' })).toBeVisible();
      await expectNoAxeViolations(page, 'the bottom bar’s chat and live support, open');
      await page.keyboard.press('Escape');

      const panel = await openChat(page, 'player', 'navigation');
      expect((await panel.boundingBox())?.width).toBe(360);
      await expect(panel.getByRole('textbox', { name: 'Mensagem' })).toBeFocused();
      await expectNoAxeViolations(page, 'chat panel, signed in, 360 px');
      await page.keyboard.press('Escape');
      await expect(playerChatButton(page, 'navigation')).toBeFocused();
    });
  });
});

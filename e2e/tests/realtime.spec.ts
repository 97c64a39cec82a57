import type { Page } from '@playwright/test';
import { ANA, DEMO } from './accounts';
import {
  expect,
  expectNoAxeViolations,
  horizontalOverflow,
  PLATFORM_ORIGIN,
  test,
  visit,
} from './fixtures';
import { playRoundByApi } from './platform-api';
import { subscribedBeyond, subscriptionCount } from './realtime';

// Realtime (issue 12) as players meet it: the platform's own Pusher-protocol server, the web app's
// Echo connection after the first paint, events published by the platform when money moves.
// The simulated feed is off in the journeys (playwright.config.ts): every line is a real round.

const TIGRE = '/casino/vitrine-originals/tigre-da-sorte';
const PUBLIC_CHANNEL = 'universal-public.vitrine-demo';
const API = `${PLATFORM_ORIGIN}/t/demo`;

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const liveBets = (page: Page) => page.getByRole('region', { name: 'Apostas ao vivo' });

const brl = (centavos: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(centavos / 100)
    .replace(/\s/g, ' ');

test.describe('realtime', () => {
  test("a player's spin appears in another person's live bets as one settled line", async ({
    page,
    anotherVisitor,
    loginAs,
    request,
  }) => {
    const before = await subscriptionCount(request, 'demo', PUBLIC_CHANNEL);
    const watcher = await anotherVisitor({ phone: true });
    await visit(watcher, '/');
    const feed = liveBets(watcher);
    await expect(feed.getByText('Aguardando apostas…')).toBeVisible();
    await subscribedBeyond(request, 'demo', PUBLIC_CHANNEL, before);

    // Ana plays in her own browser.
    await loginAs(ANA);
    await visit(page, TIGRE);
    const game = page.frameLocator('main iframe');
    await game.getByRole('button', { name: 'Girar' }).click();
    await expect(game.getByRole('status')).not.toHaveText(/Girando|Escolha a aposta/);

    // The bet was held until its win arrived: one line, with both amounts and the multiplier.
    const rows = feed.getByRole('row').filter({ hasText: 'Ana S.' });
    await expect(rows).toHaveCount(1);
    const line = squash(await rows.first().textContent());
    expect(line).toMatch(/^Tigre da Sorte\s*Ana S\./);
    expect(line).toMatch(/\d+,\d{2}x/);
    expect(line).toContain(brl(100));
    await expect(feed.getByText('Aguardando apostas…')).toHaveCount(0);
    const { scrollWidth, innerWidth } = await horizontalOverflow(watcher);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoAxeViolations(watcher, 'home with a live bet line, 360 px');
  });

  test('the header balance follows a round played elsewhere, without a reload', async ({
    page,
    loginAs,
    request,
  }) => {
    const session = await loginAs(ANA);
    const ownChannel = `private-universal.${session.user.id}`;
    const before = await subscriptionCount(request, 'demo', ownChannel);
    await visit(page, '/');
    const balance = page.getByRole('banner').getByText(/^Saldo: R\$/);
    await expect(balance).toBeVisible();
    await subscribedBeyond(request, 'demo', ownChannel, before);
    await page.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });

    // A round in another tab or device: only the realtime event can tell this page.
    const round = await playRoundByApi(request, DEMO, session);
    await expect
      .poll(async () => squash(await balance.textContent()))
      .toBe(`Saldo: ${brl(round.balance)}`);
    expect(
      await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage),
    ).toBe(true);
  });

  test("a guest's socket cannot join a player's channel", async ({ page, loginAs, request }) => {
    const ana = await loginAs(ANA);
    await page.context().clearCookies();
    await visit(page, '/en');
    await expect(liveBets(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Live bets' })).toBeVisible();

    // From the guest's page: a socket of its own, then the player's channel asked for.
    const outcome = await page.evaluate(
      async ({ platform, api, channel }) => {
        const wsUrl = `${platform.replace(/^http/, 'ws')}/app/demo?protocol=7&client=js&version=8.6.0&flash=false`;
        const socket = new WebSocket(wsUrl);
        const frames: { event: string; data?: unknown }[] = [];
        const next = (event: string) =>
          new Promise<{ event: string; data?: unknown }>((resolve) => {
            const check = () => {
              const found = frames.find((frame) => frame.event === event);
              if (found) resolve(found);
              else setTimeout(check, 50);
            };
            check();
          });
        socket.onmessage = (message) => frames.push(JSON.parse(String(message.data)));
        const established = await next('pusher:connection_established');
        const socketId = JSON.parse(String(established.data)).socket_id as string;
        const guestId = localStorage.getItem('guest_id') ?? 'guest-0123456789abcdef';
        const auth = await fetch(`${api}/broadcasting/auth`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'guest-id': guestId },
          body: JSON.stringify({ socket_id: socketId, channel_name: channel }),
        });
        // Without a signature of its own, the socket tries one made up.
        socket.send(
          JSON.stringify({
            event: 'pusher:subscribe',
            data: { channel, auth: `demo:${'0'.repeat(64)}` },
          }),
        );
        const refused = await next('pusher:subscription_error');
        socket.close();
        return { authStatus: auth.status, refused: refused.data };
      },
      { platform: PLATFORM_ORIGIN, api: API, channel: `private-universal.${ana.user.id}` },
    );
    expect(outcome.authStatus).toBe(403);
    expect(outcome.refused).toMatchObject({ type: 'AuthError', status: 401 });
    expect(await subscriptionCount(request, 'demo', `private-universal.${ana.user.id}`)).toBe(0);
  });
});

import { DEMO } from '../accounts';
import { expect, PLATFORM_ORIGIN, test, visit } from '../fixtures';
import { subscriptionCount } from '../realtime';
import { faults as proxy, openDeposit } from './faults';

// Issue 39 §1, the realtime socket dropped (docs/product/realtime.md "§9 Realtime"): the proxy
// destroys the page's socket and refuses new ones for a while; meanwhile the PIX on screen is paid
// and a notification is sent. Once the proxy lets sockets through again, the page reconnects
// within the unavailable timeout, joins the player's channel again, and shows what it missed —
// the PIX paid, the balance, the notification — without a reload.

const API = `${PLATFORM_ORIGIN}/t/${DEMO.slug}`;
/** pusher-js's socket: `ws://{public address}/app/{key}?protocol=7…`. */
const SOCKET_UPGRADE = '^/app/';
/** How long new sockets are refused: longer than pusher-js's first attempts. */
const OUTAGE_MS = 20_000;
/** §9: the unavailable timeout (10 s), and the channel's authorisation after the socket. */
const REJOINED_WITHIN_MS = 15_000;

test.describe('the realtime socket dropped', () => {
  test.afterEach(async () => {
    await proxy.pass();
  });

  test('a player with a PIX on screen loses the socket; it is paid meanwhile; back, the page rejoins and shows it paid, the balance and the notification', async ({
    page,
    request,
    signedInPlayer,
  }) => {
    test.setTimeout(120_000);
    await proxy.pass();
    const ownChannel = `private-universal.${signedInPlayer.session.user.id}`;
    const joined = () => subscriptionCount(request, DEMO.slug, ownChannel);

    await visit(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByText(/R\$\s0,00/)).toBeVisible();
    await expect.poll(joined, { timeout: 30_000 }).toBe(1);
    const bell = header.getByRole('button', { name: /^Notificações/ });
    // A new player has their welcome notifications: the one sent while away comes on top.
    await expect(bell).toHaveAccessibleName(/^Notificações, \d+ não lidas?$/);
    const unread = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);

    const { dialog } = await openDeposit(page, '50');
    await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(dialog.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    const payload = await dialog.getByRole('textbox', { name: 'PIX copia e cola' }).inputValue();

    // The socket drops, and new ones are refused (HTTP still passes).
    await proxy.rules([{ action: 'refuse', method: 'GET', path: SOCKET_UPGRADE }]);
    expect(await proxy.dropSockets()).toBeGreaterThanOrEqual(1);
    await expect.poll(joined).toBe(0);

    // Meanwhile the player pays in their bank, and the operator sends a notification.
    const paid = await request.post(`${API}/demo/bank/pay`, { data: { payload } });
    expect(paid.status(), await paid.text()).toBe(200);
    const sent = await request.post(`${API}/demo/console/notifications`, {
      data: {
        player: signedInPlayer.email,
        name: 'Enquanto você estava fora',
        message: 'Uma notificação enviada com o socket caído.',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    // A PIX paid while disconnected still shows paid (asked by the page while the socket is away).
    await expect(dialog.getByText('Depósito confirmado!')).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(OUTAGE_MS);
    expect(await joined()).toBe(0);

    // Sockets pass again: the page reconnects on its own and joins the player's channel again.
    await proxy.pass();
    const back = Date.now();
    await expect.poll(joined, { timeout: REJOINED_WITHIN_MS }).toBe(1);
    console.log(`rejoined ${Date.now() - back} ms after the proxy let sockets through`);

    // What was missed is fetched again: the notification counts, the balance shows.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(header.getByText(/R\$\s50,00/)).toBeVisible();
    await expect(bell).toHaveAccessibleName(`Notificações, ${unread + 1} não lidas`, {
      timeout: 10_000,
    });
  });
});

import type { CDPSession, Page } from '@playwright/test';
import {
  type FakePushService,
  startFakePushService,
} from '../../apps/platform/src/test/fake-push-service.ts';
import { DEMO } from './accounts';
import { expect, expectNoAxeViolations, PLATFORM_ORIGIN, test, visit } from './fixtures';

// Web push from end to end (issue 16): the push modal subscribes the browser, the platform keeps
// the subscription, the demo console's notification leaves the platform encrypted for this
// browser's keys and signed with the tenant's VAPID key, and the site's service worker shows it.
//
// The one piece stood in is the browser vendor's push service (FCM for Chromium): headless
// Chromium here reaches none, so `pushManager.subscribe` answers a subscription on a local push
// service (the platform tests' own, which decrypts what it receives with the subscription's
// private key), and what that service received is handed to the worker as Chromium's push service
// would hand it, through DevTools' `ServiceWorker.deliverPushMessage`.

const API = `${PLATFORM_ORIGIN}/t/${DEMO.slug}`;

let pushService: FakePushService;
test.beforeAll(async () => {
  pushService = await startFakePushService();
});
test.afterAll(() => pushService.close());

/** What the page handed `pushManager.subscribe` as the application server key. */
declare global {
  interface Window {
    pushSubscribedWithKey?: string;
  }
}

/** The site worker's registration id, as DevTools knows it. */
async function workerRegistrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The notifications the site's worker is showing: what the player sees on the device. */
async function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map(({ title, body, tag }) => ({ title, body, tag }));
  });
}

test('a player turns push on; a notification from the console reaches the worker encrypted for this browser and is shown as text', async ({
  page,
  context,
  request,
  signedInPlayer,
}) => {
  const subscription = pushService.subscribe();
  await context.grantPermissions(['notifications']);
  await page.addInitScript(
    ({ endpoint, keys }) => {
      // This journey has not closed the push modal before (the others have, fixtures.ts).
      if (!sessionStorage.getItem('pushJourney')) {
        sessionStorage.setItem('pushJourney', 'started');
        localStorage.removeItem('pushModalClosedAt');
      }
      let subscribed: PushSubscription | null = null;
      PushManager.prototype.subscribe = async function subscribe(options) {
        const key = options?.applicationServerKey;
        window.pushSubscribedWithKey = typeof key === 'string' ? key : undefined;
        const json = { endpoint, expirationTime: null, keys };
        // PushSubscription has no constructor: an object with the members the page uses.
        const fake: Pick<PushSubscription, 'endpoint' | 'expirationTime' | 'toJSON'> = {
          endpoint,
          expirationTime: null,
          toJSON: () => json,
        };
        subscribed = fake as PushSubscription;
        return subscribed;
      };
      PushManager.prototype.getSubscription = async () => subscribed;
    },
    { endpoint: subscription.endpoint, keys: subscription.keys },
  );

  await page.setViewportSize({ width: 360, height: 740 });
  await visit(page, '/');
  const modal = page.getByRole('dialog', { name: 'Ative as notificações' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Ativar notificações' }).click();
  await expect(modal.getByRole('status')).toHaveText('Notificações push inscritas com sucesso!');
  await expectNoAxeViolations(page, 'push modal, subscribed');
  // §9: the success closes the modal after 2 s.
  await expect(modal).toBeHidden();

  // The browser was given the tenant's own VAPID key, the one the platform signs with.
  const theme = await (await request.get(`${API}/site-config`)).json();
  expect(await page.evaluate(() => window.pushSubscribedWithKey)).toBe(theme.vapidPublicKey);

  const title = 'Giros grátis <img src=x onerror=alert(1)>';
  const sent = await request.post(`${API}/demo/console/notifications`, {
    data: { player: signedInPlayer.email, name: title, message: 'Válidos até domingo.' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  expect((await sent.json()).push).toMatchObject({ sent: 1, failed: 0 });

  const [received] = pushService.received.filter((push) => push.endpoint === subscription.endpoint);
  if (!received?.plaintext) throw new Error('the push did not decrypt with this browser’s keys');
  expect(received.vapid?.publicKey).toBe(theme.vapidPublicKey);
  const payload = JSON.parse(received.plaintext);
  expect(payload).toMatchObject({ title, body: 'Válidos até domingo.' });

  const origin = new URL(page.url()).origin;
  const cdp = await context.newCDPSession(page);
  const registrationId = await workerRegistrationId(cdp, `${origin}/`);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: received.plaintext,
  });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title, body: 'Válidos até domingo.', tag: payload.tag }]);
  // The markup was a title, not an element: the page behind is untouched.
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

import {
  PUSH_SUBSCRIBE_TIMEOUT_MS,
  PUSH_WORKER_READY_TIMEOUT_MS,
  type PushPermission,
  type PushSubscribeOutcome,
  withPushTimeout,
} from './push-prompt';

/** What subscribing needs of the browser; tests pass fakes. */
export interface PushBrowser {
  /** `Notification.requestPermission`; null where the browser has no notifications. */
  requestPermission: (() => Promise<PushPermission>) | null;
  /** `navigator.serviceWorker.ready`, asked only once permission is granted. */
  serviceWorkerReady: (() => Promise<Pick<ServiceWorkerRegistration, 'pushManager'>>) | null;
}

/** The browser's push parts as they are here, or nulls where it lacks them. */
export function browserPush(): PushBrowser {
  const supported =
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator;
  return supported
    ? {
        requestPermission: () => Notification.requestPermission(),
        serviceWorkerReady: () => navigator.serviceWorker.ready,
      }
    : { requestPermission: null, serviceWorkerReady: null };
}

/**
 * §4/§9: asks the permission, waits for the service worker (10 s), subscribes (2 s) with the
 * tenant's VAPID key, and hands the subscription to `send` (`POST /subscription`). A refusal is
 * 'denied' (the host stores its time); a timeout or any other failure is 'failed'.
 */
export async function subscribeToPush(
  browser: PushBrowser,
  vapidPublicKey: string,
  send: (subscription: unknown) => Promise<unknown>,
): Promise<PushSubscribeOutcome> {
  const { requestPermission, serviceWorkerReady } = browser;
  if (!requestPermission || !serviceWorkerReady) return 'unsupported';
  try {
    const permission = await requestPermission();
    if (permission !== 'granted') return 'denied';
    const registration = await withPushTimeout(
      serviceWorkerReady(),
      PUSH_WORKER_READY_TIMEOUT_MS,
      'service worker ready',
    );
    const subscription = await withPushTimeout(
      registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: vapidPublicKey,
      }),
      PUSH_SUBSCRIBE_TIMEOUT_MS,
      'push subscribe',
    );
    await send(subscription.toJSON());
    return 'subscribed';
  } catch {
    return 'failed';
  }
}

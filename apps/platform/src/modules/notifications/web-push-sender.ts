import webpush from 'web-push';
import type { PushOutcome, PushService } from '../../services/push-service.ts';

/** How long a push message may be kept by the push service while the device is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The real push services (FCM, Mozilla autopush, Apple, …): `web-push` encrypts the payload
 * (aes128gcm) and signs the VAPID header; the request goes out through fetch, which also reaches
 * an http:// push service on the loopback (demo mode and the tests' fake push service).
 */
export function webPushSender({ timeoutMs = DEFAULT_TIMEOUT_MS } = {}): PushService {
  return {
    generateKeys: () => webpush.generateVAPIDKeys(),
    async send(target, payload, vapid): Promise<PushOutcome> {
      let request: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        request = webpush.generateRequestDetails(target, payload, {
          vapidDetails: vapid,
          TTL: TIME_TO_LIVE_SECONDS,
          contentEncoding: 'aes128gcm',
        });
      } catch {
        // Keys the encryption cannot use: nothing will ever reach this subscription.
        return { outcome: 'failed', status: null };
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      // fetch computes the length of the body itself.
      delete headers['Content-Length'];
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) {
          return { outcome: 'gone', status: response.status };
        }
        if (response.ok) return { outcome: 'delivered' };
        return { outcome: 'failed', status: response.status };
      } catch {
        return { outcome: 'failed', status: null };
      }
    },
  };
}

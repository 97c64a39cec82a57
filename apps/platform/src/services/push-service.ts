// Web push as the modules see it (docs/design/notifications-chat.md "Web push"): a message for one
// browser subscription, encrypted for it (RFC 8291) and signed with the tenant's VAPID keys (RFC
// 8292), handed to the browser vendor's push service. The push service is a third party: tests
// point subscriptions at a local fake one (src/test/fake-push-service.ts).

/** A browser's subscription, as `PushSubscription.toJSON()` gave it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A tenant's VAPID identity: `subject` is a mailto: or https: contact for the push services. */
export interface VapidIdentity {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * What the push service made of a message. `gone`: it answered 404 or 410, so the subscription
 * has expired or was withdrawn, and must be forgotten.
 */
export type PushOutcome =
  | { outcome: 'delivered' }
  | { outcome: 'gone'; status: 404 | 410 }
  | { outcome: 'failed'; status: number | null };

export interface PushService {
  /** Encrypts `payload` for the target and posts it. Never throws: a failure is an outcome. */
  send(target: PushTarget, payload: string, vapid: VapidIdentity): Promise<PushOutcome>;
  /** A fresh VAPID key pair (P-256, base64url), for a tenant that has none. */
  generateKeys(): { publicKey: string; privateKey: string };
}

import type {
  PushSubscriptionRequest,
  PushSubscriptionResponse,
} from '@vitrine/contract/notifications.ts';
import type { HttpClient } from '~/lib/http/http-client';

const notificationSchemas = () => import('@vitrine/contract/notifications.ts');

/**
 * `POST /subscription` (§7): the browser's push subscription, endpoint and keys, checked against
 * the contract before it is sent (a browser that gives something else is a failed subscription).
 */
export async function sendPushSubscription(
  client: HttpClient,
  subscription: unknown,
): Promise<PushSubscriptionResponse> {
  const { pushSubscriptionRequestSchema, pushSubscriptionResponseSchema } =
    await notificationSchemas();
  const body: PushSubscriptionRequest = pushSubscriptionRequestSchema.parse(subscription);
  return client.post('/subscription', {
    body,
    schema: pushSubscriptionResponseSchema,
    // The modal says what went wrong in its own words (§8).
    reportErrors: false,
  });
}

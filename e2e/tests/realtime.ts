import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { z } from 'zod';
import { E2E_REALTIME_SECRET, PLATFORM_ORIGIN } from './servers';

// The journeys ask the platform's realtime server (Pusher's HTTP API, signed as the `pusher` SDK
// signs it) how many sockets a channel has: a browser's connection starts after the first paint,
// and a journey must not act before the other browser is listening.

/** A tenant app's secret, derived from REALTIME_SECRET as the built-in server derives it. */
const appSecret = (tenant: string) =>
  createHmac('sha256', E2E_REALTIME_SECRET).update(`realtime-app:${tenant}`).digest('hex');

function signedPath(tenant: string, path: string, extra: Record<string, string>): string {
  const params = new URLSearchParams({
    ...extra,
    auth_key: tenant,
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
  });
  params.sort();
  const query = decodeURIComponent(params.toString());
  const signature = createHmac('sha256', appSecret(tenant))
    .update(`GET\n${path}\n${query}`)
    .digest('hex');
  return `${path}?${query}&auth_signature=${signature}`;
}

const channelSchema = z.object({
  occupied: z.boolean(),
  subscription_count: z.number().int().optional(),
});

/** How many sockets are subscribed to a channel of the tenant's realtime app right now. */
export async function subscriptionCount(
  request: APIRequestContext,
  tenant: string,
  channel: string,
): Promise<number> {
  const path = `/apps/${tenant}/channels/${channel}`;
  const response = await request.get(
    `${PLATFORM_ORIGIN}${signedPath(tenant, path, { info: 'subscription_count' })}`,
  );
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  const body = channelSchema.parse(await response.json());
  return body.subscription_count ?? (body.occupied ? 1 : 0);
}

/** Waits until a channel of the tenant's realtime app has more sockets than `before`. */
export async function subscribedBeyond(
  request: APIRequestContext,
  tenant: string,
  channel: string,
  before = 0,
): Promise<void> {
  await expect
    .poll(() => subscriptionCount(request, tenant, channel), { timeout: 30_000 })
    .toBeGreaterThan(before);
}

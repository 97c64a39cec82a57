import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Pusher from 'pusher';
import { wireEventName } from '@vitrine/contract/realtime.ts';
import type { Realtime, RealtimeCredentials, RealtimeTarget } from '../services/realtime.ts';
import type { RealtimeAppDirectory } from './realtime-apps.ts';
import { channelAuthSignature, userAuthSignature } from './signatures.ts';

// Which Pusher-compatible server the platform publishes to and the browsers connect to. Built in:
// this platform's own (realtime-server.ts), one app per tenant — id and key are the tenant's slug,
// the secret is derived from REALTIME_SECRET. External: one app of the operator's Pusher, Soketi or
// Reverb for every tenant. Either way events leave through the official `pusher` SDK, as a Laravel
// backend publishes them.

/** §9 "Realtime": cluster eu. */
const DEFAULT_CLUSTER = 'eu';

interface Log {
  warn(details: object, message: string): void;
}

export interface RealtimeDeployment extends Realtime {
  /** The built-in server's apps (undefined when an external server is used). */
  readonly directory: RealtimeAppDirectory | undefined;
}

/** Host for the SDK to reach a listening address of this very process. */
function loopbackHost(address: AddressInfo): string {
  if (address.address === '0.0.0.0' || address.address === '::') return '127.0.0.1';
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
}

/** A built-in tenant app's secret: derived from REALTIME_SECRET, so processes sharing it agree. */
export const builtInAppSecret = (realtimeSecret: string, slug: string) =>
  createHmac('sha256', realtimeSecret).update(`realtime-app:${slug}`).digest('hex');

/**
 * How long a publish may take: money calls tell the player's channel before they answer (so one
 * player's events keep their order), and a slow Pusher must not hold the answer longer than this.
 */
export const PUBLISH_TIMEOUT_MS = 2_000;

export function createRealtimeDeployment({
  target,
  publicUrl,
  listeningAddress,
  tenantExists,
  log,
}: {
  target: RealtimeTarget;
  /** Where browsers reach the platform: the built-in server's host, port and TLS. */
  publicUrl: string;
  /** The platform's own listening address, once it listens (the built-in publisher's target). */
  listeningAddress: () => AddressInfo | null;
  /** Whether a tenant with this slug is served (the built-in apps are the tenants). */
  tenantExists: (slug: string) => Promise<boolean>;
  log: Log;
}): RealtimeDeployment {
  const clients = new Map<string, Pusher>();

  if (target.kind === 'external') {
    const app: RealtimeCredentials = { id: target.appId, key: target.key, secret: target.secret };
    const useTLS = target.scheme === 'https';
    const sdk = target.host
      ? new Pusher({
          ...app,
          appId: app.id,
          host: target.host,
          port: target.port ? String(target.port) : undefined,
          useTLS,
          timeout: PUBLISH_TIMEOUT_MS,
        })
      : new Pusher({
          ...app,
          appId: app.id,
          cluster: target.cluster,
          useTLS,
          timeout: PUBLISH_TIMEOUT_MS,
        });
    return {
      directory: undefined,
      appFor: () => app,
      signChannel: (_slug, socketId, channel, data) =>
        channelAuthSignature(app, socketId, channel, data),
      signUser: (_slug, socketId, userData) => userAuthSignature(app, socketId, userData),
      settingsFor: () => ({
        key: app.key,
        cluster: target.cluster,
        wsHost: target.host ?? `ws-${target.cluster}.pusher.com`,
        wsPort: target.port ?? 80,
        wssPort: target.port ?? 443,
        forceTLS: useTLS,
      }),
      publish: (_slug, channel, event, payload) => send(sdk, channel, event, payload, log),
      occupiedChannels: (_slug, prefix) => occupied(sdk, prefix, log),
    };
  }

  const secret = target.secret ?? randomBytes(32).toString('hex');
  const appFor = (slug: string): RealtimeCredentials => ({
    id: slug,
    key: slug,
    secret: builtInAppSecret(secret, slug),
  });
  const url = new URL(publicUrl);
  const tls = url.protocol === 'https:';
  const port = url.port ? Number(url.port) : tls ? 443 : 80;

  const sdkFor = (slug: string): Pusher | null => {
    const address = listeningAddress();
    // Not listening (a test injecting requests): no socket can be connected to hear it.
    if (!address) return null;
    const cacheKey = `${slug}@${address.address}:${address.port}`;
    let sdk = clients.get(cacheKey);
    if (!sdk) {
      const app = appFor(slug);
      sdk = new Pusher({
        appId: app.id,
        key: app.key,
        secret: app.secret,
        host: loopbackHost(address),
        port: String(address.port),
        useTLS: false,
        timeout: PUBLISH_TIMEOUT_MS,
      });
      clients.set(cacheKey, sdk);
    }
    return sdk;
  };

  const lookup = async (slug: string) => ((await tenantExists(slug)) ? appFor(slug) : undefined);
  return {
    directory: { byKey: lookup, byId: lookup },
    appFor,
    signChannel: (slug, socketId, channel, data) =>
      channelAuthSignature(appFor(slug), socketId, channel, data),
    signUser: (slug, socketId, userData) => userAuthSignature(appFor(slug), socketId, userData),
    settingsFor: (slug) => ({
      key: appFor(slug).key,
      cluster: DEFAULT_CLUSTER,
      wsHost: url.hostname,
      wsPort: port,
      wssPort: port,
      forceTLS: tls,
    }),
    publish: async (slug, channel, event, payload) => {
      const sdk = sdkFor(slug);
      if (sdk) await send(sdk, channel, event, payload, log);
    },
    occupiedChannels: async (slug, prefix) => {
      const sdk = sdkFor(slug);
      return sdk ? occupied(sdk, prefix, log) : [];
    },
  };
}

async function send(
  sdk: Pusher,
  channel: string,
  event: Parameters<typeof wireEventName>[0],
  payload: unknown,
  log: Log,
): Promise<void> {
  try {
    await sdk.trigger(channel, wireEventName(event), payload);
  } catch (error) {
    log.warn({ err: error, channel, event }, 'realtime publish failed');
  }
}

/** The occupied channels' names under `prefix`, through the Pusher HTTP API; none on a failure. */
async function occupied(sdk: Pusher, prefix: string, log: Log): Promise<string[]> {
  try {
    const response = await sdk.get({ path: '/channels', params: { filter_by_prefix: prefix } });
    const body: unknown = await response.json();
    const listed =
      typeof body === 'object' && body !== null ? Reflect.get(body, 'channels') : undefined;
    if (typeof listed !== 'object' || listed === null) return [];
    return Object.keys(listed).filter((name) => name.startsWith(prefix));
  } catch (error) {
    log.warn({ err: error, prefix }, 'realtime channel listing failed');
    return [];
  }
}

/// <reference lib="webworker" />
// The service worker (docs/decisions/017), built by scripts/build-worker.mjs into build/client/sw.js
// with Workbox's injectManifest. It keeps three things: the build's hashed assets (precache), the
// offline page of each language, and the tenant's images and fonts. Pages, `.data`, the API and
// the realtime socket always go to the network.
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { OPEN_CHAT_MESSAGE } from '../features/notifications/model/push-click';
import { pushClickAction, pushClickPath, pushNotice, sameOriginPath } from './push-payload';
import { isOfflinePath, OFFLINE_PATHS, offlineRedirectFor, requestKind } from './request-kinds';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: readonly (PrecacheEntry | string)[];
};

/** Holds the offline pages; a new worker fetches them again with its own build's assets. */
const OFFLINE_CACHE = 'vitrine-offline-v1';
const TENANT_ASSET_CACHE = 'vitrine-tenant-assets-v1';

// §4 "Service worker": a new worker waits until the page asks it to take over (the update notice).
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * The offline page as a guest sees it: fetched without cookies, so nothing of a signed-in player
 * is kept, and fetched at install so that its scripts are this worker's precached build.
 */
async function cacheOfflinePages(): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHE);
  await Promise.all(
    Object.values(OFFLINE_PATHS).map(async (path) => {
      const response = await fetch(path, { credentials: 'omit', cache: 'no-store' });
      if (response.ok) await cache.put(path, response);
    }),
  );
}

self.addEventListener('install', (event) => {
  // A failed fetch must not stop the worker installing: the page is fetched again next time.
  event.waitUntil(cacheOfflinePages().catch(() => undefined));
});

async function offlineResponse(url: URL): Promise<Response> {
  if (isOfflinePath(url.pathname)) {
    const cached = await caches.match(url.pathname, { cacheName: OFFLINE_CACHE });
    if (cached) return cached;
    return Response.error();
  }
  return Response.redirect(new URL(offlineRedirectFor(url), url.origin).href, 302);
}

// Navigations: the network always (pages are per player and per tenant, never stored); when it
// cannot be reached, the offline page.
registerRoute(
  ({ request }) => requestKind(request) === 'navigation',
  async ({ request, event }) => {
    try {
      // Navigation preload: the page's request leaves while the worker starts, not after.
      const preloaded: unknown = event instanceof FetchEvent ? await event.preloadResponse : null;
      return preloaded instanceof Response ? preloaded : await fetch(request);
    } catch {
      return offlineResponse(new URL(request.url));
    }
  },
);

self.addEventListener('activate', (event) => {
  // Safari before 15.4 has no navigation preload: the worker fetches the page itself there.
  if (!('navigationPreload' in self.registration)) return;
  event.waitUntil(self.registration.navigationPreload.enable().catch(() => undefined));
});

// The tenant's images and fonts: cache-first, at most 120 for a week. Cross-origin images arrive
// opaque (status 0); the cap bounds the quota they take.
registerRoute(
  ({ request }) => requestKind(request) === 'tenant-asset',
  new CacheFirst({
    cacheName: TENANT_ASSET_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 120,
        maxAgeSeconds: 7 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

function pushData(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const notice = pushNotice(pushData(event), self.location.origin);
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      ...(notice.icon ? { icon: notice.icon } : {}),
      ...(notice.image ? { image: notice.image } : {}),
      ...(notice.tag ? { tag: notice.tag } : {}),
      data: { url: notice.url, chat: notice.chat },
    }),
  );
});

/** The notice a shown notification keeps for its click (what `push` stored as its data). */
function clickedNotice(data: unknown): { url: string; chat: boolean } {
  const value = (key: string) =>
    typeof data === 'object' && data !== null
      ? Object.getOwnPropertyDescriptor(data, key)?.value
      : undefined;
  return { url: sameOriginPath(value('url'), self.location.origin), chat: value('chat') === true };
}

async function openClicked(notice: { url: string; chat: boolean }): Promise<void> {
  const { origin } = self.location;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const action = pushClickAction(
    notice,
    windows.map((client) => client.url),
    origin,
  );
  const open = action.kind === 'focus' ? windows[action.index] : undefined;
  if (action.kind === 'open' || !open) {
    await self.clients.openWindow(new URL(pushClickPath(notice, origin), origin).href);
    return;
  }
  await open.focus();
  // §2: the page already open opens its chat panel (routes/layouts/chat-from-push.tsx).
  if (action.openChat) open.postMessage({ type: OPEN_CHAT_MESSAGE });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openClicked(clickedNotice(event.notification.data)));
});

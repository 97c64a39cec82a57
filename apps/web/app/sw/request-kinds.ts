// What the worker does with each request (docs/decisions/017). Pure, so the rules are tested
// without a worker: anything not named here is left to the network untouched.

/**
 * The offline fallback page of each language (docs/product/installable-app.md "§2 Offline page":
 * the path is kept exactly as written).
 */
export const OFFLINE_PATHS = { pt: '/Offiline', en: '/en/Offiline' } as const;

export function isOfflinePath(pathname: string): boolean {
  return pathname === OFFLINE_PATHS.pt || pathname === OFFLINE_PATHS.en;
}

/** The offline page in the language of `pathname`. */
export function offlinePathFor(pathname: string): string {
  return pathname === '/en' || pathname.startsWith('/en/') ? OFFLINE_PATHS.en : OFFLINE_PATHS.pt;
}

/**
 * Where a navigation that failed offline is sent: the offline page, remembering the page the
 * player wanted (`from`) so that the retry returns there.
 */
export function offlineRedirectFor(url: URL): string {
  const target = offlinePathFor(url.pathname);
  if (isOfflinePath(url.pathname)) return `${target}${url.search}`;
  return `${target}?${new URLSearchParams({ from: url.pathname + url.search })}`;
}

export type RequestKind =
  /** An HTML document: the network, the offline page when there is none; never stored. */
  | 'navigation'
  /** An image or font of the tenant (logos, icons, game images): cache-first, capped. */
  | 'tenant-asset'
  /** Everything else (`.data`, the API, sockets, scripts outside the build): the network only. */
  | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  mode: RequestMode;
  destination: RequestDestination;
}

// Paths whose answers may belong to one player even when they are images (a verification
// document, an avatar): they are never stored for a next visitor of this device.
const PRIVATE_PATH = /(^|\/)(api|user|users|me|account|kyc|documents?|verification)(\/|$)/i;
// Signed or tokenised addresses are per player as well.
const PRIVATE_QUERY = /(^|[?&])(token|signature|sig|expires|x-amz-[a-z-]+|auth[a-z_]*)=/i;

export function requestKind(request: RequestFacts): RequestKind {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'network';
  if (request.mode === 'navigate') return 'navigation';
  if (request.destination === 'image' || request.destination === 'font') {
    if (PRIVATE_PATH.test(url.pathname) || PRIVATE_QUERY.test(url.search)) return 'network';
    return 'tenant-asset';
  }
  return 'network';
}

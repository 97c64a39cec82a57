// §4 "Service worker", §9, §7 "Latest-build poll" (docs/product/installable-app.md): when the app
// asks whether a new version exists.
import { stripLocale } from '~/core/i18n/config';

/** §9: the worker is asked for an update every 30 000 ms (and on page unload). */
export const WORKER_UPDATE_CHECK_MS = 30_000;
/**
 * §9 "worker-registration update poll" (20 000 ms): the registration's own poll, a conditional request
 * for the worker's script (a 304 costs a few hundred bytes) that asks for an update when it changed.
 */
export const REGISTRATION_POLL_MS = 20_000;
/** §7 "Latest-build poll": /version.json is polled every 60 s and on focus. */
export const VERSION_POLL_MS = 60_000;

/** §2 "Route behaviour": the spec's /profile and /wallet are our /user and /account/wallet. */
const REFRESHING_SECTIONS = [
  '/login',
  '/register',
  '/profile',
  '/user',
  '/wallet',
  '/account/wallet',
];

/** Whether arriving at `pathname` (either language) asks the worker for an update (§2). */
export function refreshesWorker(pathname: string): boolean {
  const path = stripLocale(pathname);
  if (path === '/') return true;
  return REFRESHING_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`));
}

export interface UpdateCheckTarget {
  addEventListener(type: 'focus' | 'pagehide', listener: () => void): void;
  removeEventListener(type: 'focus' | 'pagehide', listener: () => void): void;
  setInterval(task: () => void, ms: number): ReturnType<typeof setInterval>;
  clearInterval(handle: ReturnType<typeof setInterval>): void;
}

/**
 * Runs the signals until the returned stop: the worker's update check every 30 s and when the
 * page goes away, the registration's poll every 20 s, /version.json every 60 s and whenever the
 * window gets the focus.
 */
export function startUpdateChecks(
  checks: { checkWorker: () => void; pollRegistration: () => void; checkVersion: () => void },
  target: UpdateCheckTarget = window,
): () => void {
  const { checkWorker, pollRegistration, checkVersion } = checks;
  const workerTimer = target.setInterval(checkWorker, WORKER_UPDATE_CHECK_MS);
  const pollTimer = target.setInterval(pollRegistration, REGISTRATION_POLL_MS);
  const versionTimer = target.setInterval(checkVersion, VERSION_POLL_MS);
  target.addEventListener('pagehide', checkWorker);
  target.addEventListener('focus', checkVersion);
  return () => {
    target.clearInterval(workerTimer);
    target.clearInterval(pollTimer);
    target.clearInterval(versionTimer);
    target.removeEventListener('pagehide', checkWorker);
    target.removeEventListener('focus', checkVersion);
  };
}

/**
 * What identifies one version of the worker's script in a response (its validator), or null when
 * the response is not one to judge by (an error page, a proxy's answer without validators).
 */
export function workerScriptTag(response: {
  ok: boolean;
  headers: { get(name: string): string | null };
}): string | null {
  if (!response.ok) return null;
  return response.headers.get('etag') ?? response.headers.get('last-modified');
}

/** Whether the poll saw the worker's script change since the last tag it knew. */
export function workerScriptChanged(known: string | null, seen: string | null): boolean {
  return known !== null && seen !== null && seen !== known;
}

/** The build id /version.json answers (scripts/build-worker.mjs); null for anything else. */
export function versionBuildId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('buildId' in body)) return null;
  return typeof body.buildId === 'string' && body.buildId !== '' ? body.buildId : null;
}

/** The build this page was rendered from: the version of React Router's manifest. */
export function pageBuildId(global: object = window): string | null {
  if (!('__reactRouterManifest' in global)) return null;
  const manifest = global.__reactRouterManifest;
  if (typeof manifest !== 'object' || manifest === null || !('version' in manifest)) return null;
  return typeof manifest.version === 'string' ? manifest.version : null;
}

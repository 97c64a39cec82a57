import { getGeoip } from './geoip';
import { browserStorage } from './storage';

const TIMEOUT_MS = 8_000;

/** The answer of a same-origin JSON endpoint, or a rejection for anything but a 2xx JSON body. */
async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(new URL(path, window.location.origin), {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/**
 * Caches `userCountryCode` / `userCallingCode` ahead of the first phone field. It runs when the
 * first visit is idle, so it uses the bare fetch API rather than the API client: that keeps the
 * client's error handling (and zod) off the start-up path of a page that calls no API.
 */
export function warmGeoipCache() {
  return getGeoip(fetchJson, browserStorage());
}

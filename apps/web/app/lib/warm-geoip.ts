import { getGeoip } from './geoip';
import { sameOriginClient } from './same-origin-client';
import { browserStorage } from './storage';

/** Caches `userCountryCode` / `userCallingCode` ahead of the first phone field. */
export function warmGeoipCache() {
  return getGeoip((path) => sameOriginClient().get(path), browserStorage());
}

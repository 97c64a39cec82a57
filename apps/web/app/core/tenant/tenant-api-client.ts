import { getStoredLmcp } from '~/lib/campaign-params';
import { getOrCreateGuestId } from '~/lib/guest-id';
import { localeFromPath } from '~/core/i18n/config';
import { createHttpClient, type FetchLike, type HttpClient } from '~/lib/http/http-client';
import { httpErrorStoreCallbacks } from '~/lib/http/http-error-store';
import { promptForRequiredLimits } from '~/lib/http/limits-required';
import { confirmSession } from '~/lib/http/session-confirmation';
import {
  browserStorage,
  readStored,
  STORAGE_KEYS,
  type StorageLike,
  valueParser,
} from '~/lib/storage';

// §7 preamble: every browser call to the tenant's API sends `Authorization: Bearer` when signed in,
// otherwise `Guest-ID`, plus `lmcp` when stored. Errors feed the global error store (§8).

const tokenSchema = valueParser((value) =>
  typeof value === 'string' && value.length >= 1 && value.length <= 4096 ? value : null,
);

export function storedAuthToken(storage: StorageLike | null): string | null {
  return storage ? readStored(STORAGE_KEYS.authToken, tokenSchema, storage) : null;
}

export function createTenantApiClient(options: {
  apiLink: string;
  gtmId: string | null;
  storage: StorageLike | null;
  fetch?: FetchLike;
  /** The page's language ('pt-BR' or 'en'). */
  getLanguage?: () => string;
  /** Per attempt (the web server's API_TIMEOUT_MS); the client's default when left out. */
  timeoutMs?: number;
}): HttpClient {
  const { storage } = options;
  return createHttpClient({
    baseUrl: options.apiLink,
    fetch: options.fetch,
    gtmId: options.gtmId,
    getAuthToken: () => storedAuthToken(storage),
    getGuestId: () => getOrCreateGuestId(storage),
    getLmcp: () => getStoredLmcp(storage),
    getLanguage: options.getLanguage,
    timeoutMs: options.timeoutMs,
    onSessionIdle: confirmSession,
    onLimitsRequired: promptForRequiredLimits,
    ...httpErrorStoreCallbacks,
  });
}

let browserClient: { apiLink: string; timeoutMs?: number; client: HttpClient } | undefined;

/** The browser's client for the current tenant; created once per API base. */
export function tenantApiClient(
  apiLink: string,
  gtmId: string | null,
  timeoutMs?: number,
): HttpClient {
  if (browserClient?.apiLink !== apiLink || browserClient.timeoutMs !== timeoutMs) {
    browserClient = {
      apiLink,
      timeoutMs,
      client: createTenantApiClient({
        apiLink,
        gtmId,
        timeoutMs,
        storage: browserStorage(),
        getLanguage: () => localeFromPath(window.location.pathname),
      }),
    };
  }
  return browserClient.client;
}

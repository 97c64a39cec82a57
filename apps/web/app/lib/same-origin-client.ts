import { createHttpClient, type HttpClient } from './http/http-client';

let client: HttpClient | undefined;

/** The http client for the web server's own endpoints (`/api/site-config`, `/api/geoip`). */
export function sameOriginClient(): HttpClient {
  client ??= createHttpClient({
    baseUrl: window.location.origin,
    getAuthToken: () => null,
    getGuestId: () => null,
    getLmcp: () => null,
    timeoutMs: 8_000,
  });
  return client;
}

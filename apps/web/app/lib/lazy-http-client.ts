import type { HttpClient } from './http/http-client';
import { withMethods } from './http/with-methods';

/**
 * An `HttpClient` whose real implementation (and the schema library it parses with) loads on the
 * first call. Pages render and hydrate without it; the first request pays for it once.
 */
export function lazyHttpClient(load: () => Promise<HttpClient>): HttpClient {
  let client: Promise<HttpClient> | undefined;
  const ready = () => {
    client ??= load().catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  };

  return withMethods(async (method, path, options) =>
    (await ready()).request(method, path, options),
  );
}

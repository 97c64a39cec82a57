import type { z } from 'zod';
import type { HttpClient, HttpMethod, RequestOptions } from './http/http-client';
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

  function request<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    options: RequestOptions & { schema: S },
  ): Promise<z.output<S>>;
  function request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown>;
  async function request(
    method: HttpMethod,
    path: string,
    options?: RequestOptions,
  ): Promise<unknown> {
    return (await ready()).request(method, path, options);
  }

  return withMethods(request);
}

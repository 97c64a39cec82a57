import type { z } from 'zod';
import type { HttpClient, HttpMethod, MethodCall, RequestOptions } from './http/http-client';

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

  function bind(method: HttpMethod): MethodCall {
    function call<S extends z.ZodType>(
      path: string,
      options: RequestOptions & { schema: S },
    ): Promise<z.output<S>>;
    function call(path: string, options?: RequestOptions): Promise<unknown>;
    function call(path: string, options?: RequestOptions): Promise<unknown> {
      return request(method, path, options);
    }
    return call;
  }

  return {
    request,
    get: bind('GET'),
    post: bind('POST'),
    put: bind('PUT'),
    patch: bind('PATCH'),
    delete: bind('DELETE'),
  };
}

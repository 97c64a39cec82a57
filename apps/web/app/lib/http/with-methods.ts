import type { z } from 'zod';
import type { HttpClient, HttpMethod, MethodCall, RequestOptions } from './http-client';

// Kept apart from the client itself: the lazy client binds its methods with it and must not load
// the client (and its schema library) to do so.

/** One request of any method; it parses the body with `options.schema` when one is given. */
export type SendRequest = (
  method: HttpMethod,
  path: string,
  options?: RequestOptions,
) => Promise<unknown>;

/** `request` and the method-named calls of a client, each typed by its schema, over one `send`. */
export function withMethods(send: SendRequest): HttpClient {
  function request<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    options: RequestOptions & { schema: S },
  ): Promise<z.output<S>>;
  function request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown>;
  function request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown> {
    return send(method, path, options);
  }
  function bind(method: HttpMethod): MethodCall {
    function call<S extends z.ZodType>(
      path: string,
      options: RequestOptions & { schema: S },
    ): Promise<z.output<S>>;
    function call(path: string, options?: RequestOptions): Promise<unknown>;
    function call(path: string, options?: RequestOptions): Promise<unknown> {
      return send(method, path, options);
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

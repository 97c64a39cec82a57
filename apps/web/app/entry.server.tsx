import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router';
import { AppStylesProvider } from './components/layout/app-styles';
import { APP_CSS } from './lib/app-css.server';
import { scriptsAfterFirstImages } from './lib/script-priority.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <AppStylesProvider css={APP_CSS}>
        <ServerRouter context={routerContext} url={request.url} />
      </AppStylesProvider>,
      {
        // Completed boundaries go inline, however large: React otherwise outlines a boundary past
        // ~12.5 KB into a hidden segment revealed by script after the first paint (the lobby is).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Everyone gets the whole document at once. Loaders have all resolved before rendering
        // starts (no deferred data), so waiting for every Suspense boundary costs milliseconds,
        // whereas streaming the shell first would send the page's boundaries
        // (components/ui/hydration-boundary) as hidden segments a script reveals after first paint.
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(scriptsAfterFirstImages()).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** §2 Error page: errors are reported to the server log as one JSON line each. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'unhandled_error',
      status,
      url: request.url,
      userAgent: request.headers.get('user-agent'),
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    }),
  );
};

import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router';
import { AppStylesProvider } from './components/layout/app-styles';
import { APP_CSS } from './lib/app-css.server';
import { HeldInstallOfferProvider } from './features/install/components/held-install-offer-script';
import { HOLD_INSTALL_OFFER_SCRIPT } from './features/install/model/held-install-offer';
import { CspNonceProvider } from './lib/csp-nonce';
import { createDocumentCache, documentKey } from './lib/document-cache.server';
import { webEnv } from './lib/env.server';
import { scriptsAfterFirstImages } from './lib/script-priority.server';
import { cspNonceContext } from './lib/security-headers.server';
import { AUTH_COOKIES, readCookie } from './lib/storage';

export const streamTimeout = 5_000;

let documents: ReturnType<typeof createDocumentCache> | undefined;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The root middleware (lib/security-headers.server) made this response's nonce and names it in
  // the policy it sets on the way out; every inline script of the document carries it.
  const nonce = loadContext.get(cspNonceContext);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // A page may render differently for a phone (lib/device/phone-request.server).
  responseHeaders.append('Vary', 'Sec-CH-UA-Mobile, User-Agent');
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // A guest's document is served again while its loaders return the same data (lib/document-cache).
  documents ??= createDocumentCache({ ttlMs: webEnv().TENANT_CACHE_TTL_MS });
  const { loaderData, actionData, errors } = routerContext.staticHandlerContext;
  const key = documentKey(
    {
      url: request.url,
      status: responseStatusCode,
      method: request.method.toUpperCase(),
      signedIn: readCookie(request.headers.get('cookie'), AUTH_COOKIES.token) !== null,
      data: { loaderData, actionData, errors },
    },
    routerContext.manifest.version,
  );
  // A kept document comes back with this response's nonce in place of the one it was rendered with.
  const kept = key === null ? null : documents.get(key, nonce);
  if (kept) {
    // Says where the document came from, so the journeys (e2e/tests/security.spec) and an
    // operator can tell a kept document from a fresh render.
    responseHeaders.set('X-Document-Cache', 'hit');
    return new Response(kept, {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <AppStylesProvider css={APP_CSS}>
        <CspNonceProvider nonce={nonce}>
          <HeldInstallOfferProvider script={HOLD_INSTALL_OFFER_SCRIPT}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </HeldInstallOfferProvider>
        </CspNonceProvider>
      </AppStylesProvider>,
      {
        nonce,
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
          const document = pipe(scriptsAfterFirstImages());
          if (key !== null) {
            const parts: Buffer[] = [];
            document.on('data', (part: Buffer) => parts.push(part));
            document.on('end', () => {
              if (responseStatusCode === 200) documents?.set(key, Buffer.concat(parts), nonce);
            });
          }
          document.pipe(body);
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

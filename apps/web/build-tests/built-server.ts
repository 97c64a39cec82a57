import { existsSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createReadableStreamFromReadable } from '@react-router/node';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createRequestHandler,
  type EntryContext,
  type HandleDocumentRequestFunction,
  type ServerBuild,
  ServerRouter,
} from 'react-router';
import { makeGames, testTheme } from '~/test/fixtures';

// The production build of the web server (apps/web/build), loaded in this process and asked for
// pages like react-router-serve would. Its registry and tenant API are answered here by a fake
// `fetch`: no port, no platform, and the same answers every time.

const BUILD_FILE = fileURLToPath(new URL('../build/server/index.js', import.meta.url));

export const ORIGIN = 'http://localhost:3000';
/** An ordinary browser: `isbot` takes headless Chromium for a crawler (docs/toolchain.md). */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

function isServerBuild(value: unknown): value is ServerBuild {
  return (
    typeof value === 'object' &&
    value !== null &&
    'entry' in value &&
    'routes' in value &&
    'assets' in value
  );
}

/** The server build. A missing one fails the run: these tests never pass by being skipped. */
export async function loadServerBuild(): Promise<ServerBuild> {
  if (!existsSync(BUILD_FILE)) {
    throw new Error(
      `${BUILD_FILE} is missing: build first (\`npm run test:build-output\` runs \`npm run build\`).`,
    );
  }
  const build: unknown = await import(pathToFileURL(BUILD_FILE).href);
  if (!isServerBuild(build)) throw new Error(`${BUILD_FILE} is not a React Router server build`);
  return build;
}

const GAMES = makeGames(12);
const SLOTS = { id: 1, slug: 'slots', name: 'Slots', icon: null, position: 1 };

/** What the fake registry and tenant API answer, by path (the query and the body are not read). */
const ANSWERS: Record<string, unknown> = {
  '/api/site-config': testTheme(),
  '/t/test/settings/banners': { data: [] },
  '/t/test/featured/games': { data: GAMES },
  '/t/test/featured/home-games': {
    data: [{ category: SLOTS, games: GAMES, total: GAMES.length }],
    current_page: 1,
    last_page: 1,
  },
  '/t/test/games/providers': {
    data: [
      {
        code: 'aurora-gaming',
        name: 'Aurora Gaming',
        image: 'http://api.test/storage/providers/aurora.webp',
        games_count: GAMES.length,
      },
    ],
    current_page: 1,
    last_page: 1,
    total: 1,
  },
  '/t/test/categories': { data: [SLOTS] },
  '/t/test/casinos/games': {
    games: { data: GAMES, current_page: 1, last_page: 1, per_page: 24, total: GAMES.length },
  },
  '/t/test/games/get': { data: GAMES[0] },
  '/t/test/games/getRelated': { related_games: GAMES.slice(1) },
  '/t/test/pages/terms': {
    data: {
      slug: 'terms',
      title: 'Termos',
      html: '<p>Termos de uso.</p>',
      updated_at: '2026-11-01T00:00:00Z',
    },
  },
};

/** `fetch` for the server's registry and tenant API; anything else answers 404. */
export async function fakePlatformFetch(input: string | URL | Request): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input);
  const answer = ANSWERS[url.pathname];
  return answer === undefined
    ? Response.json({ message: 'Not found' }, { status: 404 })
    : Response.json(answer);
}

/** Asks `build` for `path` as react-router-serve would. */
export function requestPage(
  build: ServerBuild,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const handler = createRequestHandler(build, 'production');
  return handler(
    new Request(new URL(path, ORIGIN), {
      method: init.method ?? 'GET',
      headers: { 'user-agent': BROWSER_UA, ...init.headers },
    }),
  );
}

/**
 * `build` with React Router's own document as its entry: `<ServerRouter>` rendered whole, with
 * `nonce`, and none of our entry's work (no loader rewrite, no inline stylesheet, no cache). The
 * markup the rewrite is given in production, as far as React Router writes it.
 */
export function withFrameworkDocument(build: ServerBuild, nonce: string): ServerBuild {
  const handleRequest: HandleDocumentRequestFunction = (
    request: Request,
    status: number,
    headers: Headers,
    context: EntryContext,
  ) =>
    new Promise((resolve, reject) => {
      const { pipe } = renderToPipeableStream(
        createElement(ServerRouter, { context, url: request.url, nonce }),
        {
          nonce,
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady() {
            const body = pipe(new PassThrough());
            resolve(new Response(createReadableStreamFromReadable(body), { status, headers }));
          },
          onShellError: reject,
        },
      );
    });
  return { ...build, entry: { module: { ...build.entry.module, default: handleRequest } } };
}

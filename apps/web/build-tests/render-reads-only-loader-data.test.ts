import type { HandleDocumentRequestFunction, ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { plainJson } from '~/lib/document-cache.server';
import { fakePlatformFetch, loadServerBuild, requestPage } from './built-server';

// decision 007: a guest's document is kept under its address and its loaders' data, which is only
// right if rendering reads nothing else — not the clock, not a random number, not what an earlier
// request left behind. Each page is rendered twice from the same loader data, the second time in
// another world (another year and hour, other random numbers, after a player's render of the same
// address); the two documents must be the same, byte for byte, but for their nonces.

const LOADERS_CLOCK = new Date('2026-06-15T12:00:00Z');
const OTHER_CLOCK = new Date('2031-01-01T02:30:00Z');

const PAGES = [
  '/',
  '/en',
  '/casino/games',
  '/casino/games?search=jogo&sort=az',
  '/casino/providers',
  '/casino/category/slots',
  '/casino/aurora-gaming/jogo-1',
  '/en/terms',
  '/login',
  '/register',
  '/NewComponents',
  '/en/animation',
];

interface Render {
  status: number;
  /** The document with every nonce blanked. */
  html: string;
  /** What the loaders returned, as the cache keys it. */
  data: string | null;
}

let build: ServerBuild;
/** Switched on for the render only (loaders have run by then): the world rendering sees. */
let renderWorld: { now: Date; random: () => number } | null = null;
let lastData: string | null = null;

beforeAll(async () => {
  // Every request renders: nothing is served from a cache.
  process.env.TENANT_CACHE_TTL_MS = '0';
  vi.stubGlobal('fetch', fakePlatformFetch);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(LOADERS_CLOCK);
  const built = await loadServerBuild();
  const handleRequest = built.entry.module.default;
  const inWorld: HandleDocumentRequestFunction = (request, status, headers, context, load) => {
    const { loaderData, actionData, errors } = context.staticHandlerContext;
    lastData = plainJson({ loaderData, actionData, errors });
    if (renderWorld) {
      vi.setSystemTime(renderWorld.now);
      vi.spyOn(Math, 'random').mockImplementation(renderWorld.random);
    }
    return handleRequest(request, status, headers, context, load);
  };
  build = { ...built, entry: { module: { ...built.entry.module, default: inWorld } } };
});

afterAll(() => {
  vi.useRealTimers();
});

async function render(path: string, headers: Record<string, string> = {}): Promise<Render> {
  try {
    const response = await requestPage(build, path, { headers });
    expect(response.headers.has('x-document-cache'), 'rendered, not kept').toBe(false);
    const html = (await response.text()).replace(/\snonce="[^"]*"/g, ' nonce=""');
    return { status: response.status, html, data: lastData };
  } finally {
    renderWorld = null;
    vi.setSystemTime(LOADERS_CLOCK);
    vi.restoreAllMocks();
  }
}

describe.each(PAGES)('the document of %s', (path) => {
  it('is the same from the same loader data, whatever the clock, chance or the request before', async () => {
    const first = await render(path);
    expect(first.data, 'guest data the cache can key').not.toBeNull();
    expect(first.status).toBe(200);

    // A player's render of the same address first: nothing of it may stay behind.
    await render(path, { cookie: 'auth_client=token-of-a-player' });
    let draws = 0;
    renderWorld = { now: OTHER_CLOCK, random: () => (draws++ % 7) / 7 };
    const second = await render(path);

    expect(second.data, 'the loaders returned the same').toBe(first.data);
    expect(second.status).toBe(first.status);
    if (second.html !== first.html) {
      let at = 0;
      while (second.html[at] === first.html[at]) at++;
      const around = (html: string) => JSON.stringify(html.slice(Math.max(0, at - 100), at + 60));
      expect.fail(
        `the render read something else: ${around(first.html)} became ${around(second.html)}`,
      );
    }
  });
});

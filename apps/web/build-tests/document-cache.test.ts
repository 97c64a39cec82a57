import type { HandleDocumentRequestFunction, ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakePlatformFetch, loadServerBuild, requestPage } from './built-server';

// decision 007: entry.server keeps a guest's document and serves it again while the loaders return
// the same data. These tests ask the production build, so they check the wiring (which requests are
// kept, what a hit carries), not only the cache's own rules (lib/document-cache.server.test.ts).

const SIGNED_IN = { cookie: 'auth_client=token-of-a-player' };

function nonceOf(response: Response): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  expect(nonce, 'the policy names a nonce').toBeDefined();
  return nonce ?? '';
}

async function page(build: ServerBuild, path: string, headers: Record<string, string> = {}) {
  const response = await requestPage(build, path, { headers });
  const html = await response.text();
  return {
    response,
    html,
    nonce: nonceOf(response),
    kept: response.headers.has('x-document-cache'),
  };
}

/** `build` with its entry's answers written down in `answers`, as the entry gave them. */
function recordingEntry(build: ServerBuild, answers: Response[]): ServerBuild {
  const handleRequest = build.entry.module.default;
  const recorded: HandleDocumentRequestFunction = async (...args) => {
    const answer = await handleRequest(...args);
    answers.push(answer);
    return answer;
  };
  return { ...build, entry: { module: { ...build.entry.module, default: recorded } } };
}

let build: ServerBuild;

beforeAll(async () => {
  process.env.TENANT_CACHE_TTL_MS = '60000';
  vi.stubGlobal('fetch', fakePlatformFetch);
  build = await loadServerBuild();
});

describe('the document cache of the production server', () => {
  it('serves a guest the kept document, with a nonce of its own in every place', async () => {
    const first = await page(build, '/casino/games');
    expect(first.response.status).toBe(200);
    expect(first.kept).toBe(false);

    const second = await page(build, '/casino/games');
    expect(second.response.headers.get('x-document-cache')).toBe('hit');
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html).not.toContain(first.nonce);
    const nonces = [...second.html.matchAll(/\snonce="([^"]*)"/g)].map(([, nonce]) => nonce);
    expect(nonces.length).toBeGreaterThan(3);
    expect(new Set(nonces)).toEqual(new Set([second.nonce]));
    expect(second.html).toBe(first.html.replaceAll(first.nonce, second.nonce));
  });

  it('never keeps nor serves a kept document to a signed-in player', async () => {
    await page(build, '/casino/providers');
    expect((await page(build, '/casino/providers')).kept).toBe(true);

    const player = await page(build, '/casino/providers', SIGNED_IN);
    const again = await page(build, '/casino/providers', SIGNED_IN);
    expect(player.response.status).toBe(200);
    expect([player.kept, again.kept]).toEqual([false, false]);
  });

  it('never keeps a page that is not a 200', async () => {
    const first = await page(build, '/no/such/page');
    const second = await page(build, '/no/such/page');
    expect(first.response.status).toBe(404);
    expect(second.response.status).toBe(404);
    expect([first.kept, second.kept]).toEqual([false, false]);
  });

  it('answers HEAD with the headers and no body, and keeps nothing for it', async () => {
    const answers: Response[] = [];
    const head = await requestPage(recordingEntry(build, answers), '/en/casino/games', {
      method: 'HEAD',
    });
    // React Router drops a HEAD's body anyway; the entry does not render one to be dropped.
    expect(answers).toHaveLength(1);
    expect(answers[0]?.body).toBeNull();
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(nonceOf(head)).not.toBe('');
    expect(await head.text()).toBe('');

    const get = await page(build, '/en/casino/games');
    expect(get.kept).toBe(false);
    expect(get.html).toContain('</html>');
    expect((await page(build, '/en/casino/games')).kept).toBe(true);
  });
});

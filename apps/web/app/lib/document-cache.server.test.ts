import { describe, expect, it } from 'vitest';
import {
  createDocumentCache,
  documentKey,
  plainJson,
  replaceNonce,
  type DocumentInputs,
} from './document-cache.server';

const GUEST: DocumentInputs = {
  url: 'http://localhost:3000/casino/games?search=tigre',
  status: 200,
  method: 'GET',
  signedIn: false,
  data: {
    loaderData: { root: { locale: 'pt-BR', session: null }, 'casino-games': { page: [1, 2] } },
    actionData: null,
    errors: null,
  },
};

describe('plainJson', () => {
  it('writes plain data, Dates included', () => {
    expect(plainJson({ a: [1, 'x', null, true], when: new Date('2026-01-02T03:04:05Z') })).toBe(
      '{"a":[1,"x",null,true],"when":"2026-01-02T03:04:05.000Z"}',
    );
  });

  it('refuses what its JSON cannot tell apart', () => {
    expect(plainJson({ set: new Set([1]) })).toBeNull();
    expect(plainJson({ map: new Map([[1, 2]]) })).toBeNull();
    expect(plainJson({ later: Promise.resolve(1) })).toBeNull();
    expect(plainJson({ error: new Error('x') })).toBeNull();
    expect(plainJson({ run: () => 1 })).toBeNull();
    expect(plainJson({ big: 1n })).toBeNull();
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(plainJson(cyclic)).toBeNull();
  });
});

describe('documentKey', () => {
  const key = (change: Partial<DocumentInputs>, build = 'b1') =>
    documentKey({ ...GUEST, ...change }, build);

  it('is the same for the same address, data and build', () => {
    expect(key({})).toBe(key({}));
    expect(key({})).toMatch(/^[\w-]{43}$/);
  });

  it('differs with the address, the data or the build', () => {
    const base = key({});
    expect(key({ url: 'http://sorte.localhost:3000/casino/games?search=tigre' })).not.toBe(base);
    expect(key({ url: 'http://localhost:3000/casino/games?search=tigres' })).not.toBe(base);
    expect(
      key({ data: { loaderData: { root: { locale: 'en', session: null } }, errors: null } }),
    ).not.toBe(base);
    expect(key({}, 'b2')).not.toBe(base);
  });

  it('keeps nothing for a player, another method, another status or data it cannot key', () => {
    expect(key({ signedIn: true })).toBeNull();
    expect(key({ method: 'POST' })).toBeNull();
    expect(key({ status: 404 })).toBeNull();
    expect(key({ status: 500 })).toBeNull();
    expect(key({ data: { errors: { root: new Error('x') } } })).toBeNull();
  });
});

describe('createDocumentCache', () => {
  it('serves a kept document until it expires', () => {
    let now = 0;
    const cache = createDocumentCache({ ttlMs: 1000, now: () => now });
    cache.set('k', Buffer.from('<html>'), 'n0');
    expect(cache.get('k', 'n1')?.toString()).toBe('<html>');
    now = 999;
    expect(cache.get('k', 'n1')).not.toBeNull();
    now = 1000;
    expect(cache.get('k', 'n1')).toBeNull();
  });

  it('keeps nothing with no time to live, nor documents over the size limit', () => {
    const off = createDocumentCache({ ttlMs: 0 });
    off.set('k', Buffer.from('x'), 'n0');
    expect(off.get('k', 'n1')).toBeNull();
    const small = createDocumentCache({ ttlMs: 1000, maxBytes: 3 });
    small.set('k', Buffer.from('four'), 'n0');
    expect(small.get('k', 'n1')).toBeNull();
  });

  it('lets the oldest go when full', () => {
    const cache = createDocumentCache({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', Buffer.from('a'), 'n0');
    cache.set('b', Buffer.from('b'), 'n0');
    cache.set('c', Buffer.from('c'), 'n0');
    expect(cache.get('a', 'n1')).toBeNull();
    expect(cache.get('b', 'n1')?.toString()).toBe('b');
    expect(cache.get('c', 'n1')?.toString()).toBe('c');
  });

  it('serves a kept document with the nonce of the response at hand, never the first one', () => {
    const cache = createDocumentCache({ ttlMs: 1000 });
    const first = 'Rk9STkFOREFORElOQ09OVEVY';
    const body =
      `<html><head><script nonce="${first}">window.dataLayer=[]</script></head><body><p>Olá</p>` +
      `<script nonce="${first}" type="module" async="">import("/a.js")</script>` +
      `<script nonce="${first}">window.__reactRouterContext.streamController.close();</script>` +
      '</body></html>';
    cache.set('k', Buffer.from(body), first);

    const fresh = 'c2Vjb25kLW5vbmNlLXZhbHVl';
    const hit = cache.get('k', fresh)?.toString() ?? '';
    expect(hit).not.toContain(first);
    const scripts = [...hit.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts).toHaveLength(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${fresh}"`);
    expect(hit).toBe(body.replaceAll(first, fresh));
    // The kept copy is untouched: the next hit gets its own nonce.
    expect(cache.get('k', 'dGhpcmQ=')?.toString()).toBe(body.replaceAll(first, 'dGhpcmQ='));
  });
});

describe('replaceNonce', () => {
  it('changes nonce attributes only, whatever the lengths', () => {
    const body = Buffer.from('<script nonce="abc">abc</script><link nonce="abc"/>abc');
    expect(replaceNonce(body, 'abc', 'longer').toString()).toBe(
      '<script nonce="longer">abc</script><link nonce="longer"/>abc',
    );
    expect(replaceNonce(body, 'xyz', 'new')).toBe(body);
  });
});

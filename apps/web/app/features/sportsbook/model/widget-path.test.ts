import { describe, expect, it, vi } from 'vitest';
import {
  interceptHistoryWrites,
  navigationForHistoryWrite,
  navigationForWidgetRoute,
  promoClickAddress,
  readSportsbookLocation,
  sanitizeWidgetPath,
  sportsbookAddress,
  WIDGET_PATH_MAX_LENGTH,
} from './widget-path';

const ORIGIN = 'https://bet.example.com';
const MARKET = '/soccer/brazil/brasileirao-serie-a-1669818863431720960';

function at(address: string) {
  const url = new URL(address, ORIGIN);
  return { pathname: url.pathname, search: url.search };
}

describe('reading our address', () => {
  it('opens the market a deep link names', () => {
    expect(readSportsbookLocation(at(`/sportsbook${MARKET}`))).toEqual({
      widgetPath: MARKET,
      canonicalAddress: `/sportsbook${MARKET}`,
    });
  });

  it("opens the widget's home on /sportsbook, with or without a trailing slash", () => {
    expect(readSportsbookLocation(at('/sportsbook'))?.widgetPath).toBe('/');
    expect(readSportsbookLocation(at('/sportsbook/'))).toEqual({
      widgetPath: '/',
      canonicalAddress: '/sportsbook',
    });
  });

  it('reads the English address the same way and keeps it English', () => {
    expect(readSportsbookLocation(at('/en/sportsbook/live'))).toEqual({
      widgetPath: '/live',
      canonicalAddress: '/en/sportsbook/live',
    });
    expect(readSportsbookLocation(at('/en/sportsbook'))?.canonicalAddress).toBe('/en/sportsbook');
  });

  it('lands on the same market after a reload: the canonical address is the address itself', () => {
    const first = readSportsbookLocation(at(`/sportsbook${MARKET}`));
    const reloaded = readSportsbookLocation(at(first?.canonicalAddress ?? ''));
    expect(reloaded).toEqual(first);
  });

  it("prefers a bt-path query, as Betby's hosts link, and rewrites it to the path form", () => {
    expect(readSportsbookLocation(at('/sportsbook?bt-path=%2Flive'))).toEqual({
      widgetPath: '/live',
      canonicalAddress: '/sportsbook/live',
    });
    expect(readSportsbookLocation(at('/en/sportsbook/soccer?bt-path=/live&ref=abc'))).toEqual({
      widgetPath: '/live',
      canonicalAddress: '/en/sportsbook/live?ref=abc',
    });
  });

  it('keeps the bt-path form for a widget route that has a query of its own', () => {
    const address = `/sportsbook?bt-path=${encodeURIComponent('/bets?tab=open')}`;
    expect(readSportsbookLocation(at(address))).toEqual({
      widgetPath: '/bets?tab=open',
      canonicalAddress: '/sportsbook?bt-path=%2Fbets%3Ftab%3Dopen',
    });
  });

  it('ignores a hostile bt-path and reads the path instead', () => {
    expect(readSportsbookLocation(at('/sportsbook/live?bt-path=javascript:alert(1)'))).toEqual({
      widgetPath: '/live',
      canonicalAddress: '/sportsbook/live',
    });
  });

  it('is not a sportsbook address outside /sportsbook', () => {
    expect(readSportsbookLocation(at('/'))).toBeNull();
    expect(readSportsbookLocation(at('/sportsbooks/live'))).toBeNull();
    expect(readSportsbookLocation(at('/casino?bt-path=/live'))).toBeNull();
  });
});

describe('writing our address', () => {
  it('puts the widget path after /sportsbook, in the page language', () => {
    expect(sportsbookAddress('/live', { locale: 'pt-BR' })).toBe('/sportsbook/live');
    expect(sportsbookAddress('/live', { locale: 'en' })).toBe('/en/sportsbook/live');
    expect(sportsbookAddress('/', { locale: 'en' })).toBe('/en/sportsbook');
  });

  it("keeps the app's own query parameters and drops a stale bt-path", () => {
    expect(sportsbookAddress('/live', { locale: 'pt-BR', search: '?ref=abc&bt-path=/old' })).toBe(
      '/sportsbook/live?ref=abc',
    );
  });
});

describe('refusing hostile widget paths', () => {
  it.each([
    ['a non-string', 42],
    ['an empty string', ''],
    ['a relative path', 'soccer'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a hidden javascript: segment', '/%6Aavascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['an absolute URL', 'https://evil.example/'],
    ['a parent segment', '/soccer/../../user/edit'],
    ['an encoded parent segment', '/soccer/%2e%2e/user'],
    ['a current segment', '/./soccer'],
    ['an empty segment', '/soccer//live'],
    ['a backslash', '/\\evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a NUL byte', '/soccer\u0000'],
    ['an encoded newline', '/soccer%0Alive'],
    ['a malformed escape', '/soccer%E0%A4%A'],
    ['a fragment', '/soccer#top'],
    ['a space', '/soccer live'],
    ['a path past the length cap', `/${'a'.repeat(WIDGET_PATH_MAX_LENGTH)}`],
  ])('refuses %s', (_name, raw) => {
    expect(sanitizeWidgetPath(raw)).toBeNull();
  });

  it('accepts the routes Betby uses and drops a trailing slash', () => {
    expect(sanitizeWidgetPath('/')).toBe('/');
    expect(sanitizeWidgetPath(MARKET)).toBe(MARKET);
    expect(sanitizeWidgetPath('/live/')).toBe('/live');
    expect(sanitizeWidgetPath('/bets?tab=open')).toBe('/bets?tab=open');
    expect(sanitizeWidgetPath('/live?')).toBe('/live');
    expect(sanitizeWidgetPath('/esports/counter-strike-2%20major')).toBe(
      '/esports/counter-strike-2%20major',
    );
  });

  it('falls back to the widget home for a hostile path in our own address', () => {
    expect(readSportsbookLocation(at('/sportsbook/%5Cevil.example'))?.widgetPath).toBe('/');
  });
});

describe('following the widget (onRouteChange)', () => {
  it('pushes a new entry for a new market, so back returns to the previous one', () => {
    expect(navigationForWidgetRoute(at('/sportsbook'), MARKET)).toEqual({
      to: `/sportsbook${MARKET}`,
      replace: false,
    });
    expect(navigationForWidgetRoute(at('/en/sportsbook/live?ref=abc'), '/')).toEqual({
      to: '/en/sportsbook?ref=abc',
      replace: false,
    });
  });

  it('does nothing when the address already shows that route (back, forward, a deep link)', () => {
    expect(navigationForWidgetRoute(at(`/sportsbook${MARKET}`), MARKET)).toBeNull();
    expect(navigationForWidgetRoute(at(`/sportsbook${MARKET}`), `${MARKET}/`)).toBeNull();
    expect(navigationForWidgetRoute(at('/sportsbook?bt-path=/live'), '/live')).toBeNull();
  });

  it('replaces instead when the widget already wrote that route to the browser itself', () => {
    expect(
      navigationForWidgetRoute(
        at('/sportsbook/soccer'),
        '/live',
        at('/sportsbook/soccer?bt-path=/live'),
      ),
    ).toEqual({ to: '/sportsbook/live', replace: true });
    expect(
      navigationForWidgetRoute(at('/sportsbook/soccer'), '/live', at('/sportsbook/soccer')),
    ).toEqual({ to: '/sportsbook/live', replace: false });
  });

  it('ignores a hostile route, and any route once the page has left the sportsbook', () => {
    expect(navigationForWidgetRoute(at('/sportsbook'), '//evil.example')).toBeNull();
    expect(navigationForWidgetRoute(at('/sportsbook'), '/../user')).toBeNull();
    expect(navigationForWidgetRoute(at('/casino'), '/live')).toBeNull();
  });
});

describe("§2 the widget's own history writes", () => {
  const widgetState = { betby: true };

  it('replaces the current route when the widget pushes another /sportsbook path', () => {
    expect(
      navigationForHistoryWrite(
        at('/sportsbook'),
        { url: '/sportsbook/live', state: widgetState },
        ORIGIN,
      ),
    ).toEqual({ to: '/sportsbook/live', replace: true });
  });

  it('writes a pushed bt-path query in the path form', () => {
    expect(
      navigationForHistoryWrite(
        at('/sportsbook/soccer'),
        { url: '?bt-path=%2Flive', state: null },
        ORIGIN,
      ),
    ).toEqual({ to: '/sportsbook/live', replace: true });
    expect(
      navigationForHistoryWrite(
        at('/en/sportsbook'),
        { url: new URL(`${ORIGIN}/en/sportsbook?bt-path=/live`), state: null },
        ORIGIN,
      ),
    ).toEqual({ to: '/en/sportsbook/live', replace: true });
  });

  it('leaves a write to the current route alone', () => {
    expect(
      navigationForHistoryWrite(
        at('/sportsbook/live'),
        { url: '/sportsbook/live', state: null },
        ORIGIN,
      ),
    ).toBeNull();
  });

  it("leaves the router's own writes, other origins and other paths alone", () => {
    const routerState = { usr: null, key: 'k1', idx: 3 };
    expect(
      navigationForHistoryWrite(
        at('/sportsbook'),
        { url: '/sportsbook/live', state: routerState },
        ORIGIN,
      ),
    ).toBeNull();
    expect(
      navigationForHistoryWrite(
        at('/sportsbook'),
        { url: 'https://evil.example/sportsbook/live', state: null },
        ORIGIN,
      ),
    ).toBeNull();
    expect(
      navigationForHistoryWrite(at('/sportsbook'), { url: '/casino', state: null }, ORIGIN),
    ).toBeNull();
    expect(
      navigationForHistoryWrite(at('/sportsbook'), { url: null, state: {} }, ORIGIN),
    ).toBeNull();
  });
});

describe('watching history writes', () => {
  it('reports each push and replace after it happened, and restores the originals', () => {
    const entries: string[] = [];
    const history = {
      pushState: vi.fn((_state: unknown, _unused: string, url?: string | URL | null) => {
        entries.push(`push ${String(url)}`);
      }),
      replaceState: vi.fn((_state: unknown, _unused: string, url?: string | URL | null) => {
        entries.push(`replace ${String(url)}`);
      }),
    };
    const originalPush = history.pushState;
    const onWrite = vi.fn(({ url }: { url: unknown }) => entries.push(`saw ${String(url)}`));

    const stop = interceptHistoryWrites(history, onWrite);
    history.pushState({ a: 1 }, '', '/sportsbook/live');
    history.replaceState(null, '', '/sportsbook');
    stop();
    history.pushState(null, '', '/casino');

    expect(entries).toEqual([
      'push /sportsbook/live',
      'saw /sportsbook/live',
      'replace /sportsbook',
      'saw /sportsbook',
      'push /casino',
    ]);
    expect(onWrite).toHaveBeenCalledWith({ url: '/sportsbook/live', state: { a: 1 } });
    expect(history.pushState).toBe(originalPush);
  });
});

describe('promo widget clicks', () => {
  it('open the sportsbook at the clicked route, and nowhere else', () => {
    expect(promoClickAddress({ url: MARKET }, 'pt-BR')).toBe(`/sportsbook${MARKET}`);
    expect(promoClickAddress({ url: '/live', customAction: 'x' }, 'en')).toBe(
      '/en/sportsbook/live',
    );
    expect(promoClickAddress({ url: 'https://evil.example' }, 'pt-BR')).toBeNull();
    expect(promoClickAddress({}, 'pt-BR')).toBeNull();
    expect(promoClickAddress(null, 'pt-BR')).toBeNull();
  });
});

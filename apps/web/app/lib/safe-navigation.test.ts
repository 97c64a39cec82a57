import { describe, expect, it, vi } from 'vitest';
import {
  classifyUrl,
  openExternal,
  resolveNavigation,
  safeHref,
  type BrowserWindowLike,
} from './safe-navigation';

const ORIGIN = 'https://demo.vitrine.example';

describe('classifyUrl: app paths', () => {
  it.each([
    ['/casino/games', '/casino/games'],
    ['/casino/games?filter=new#top', '/casino/games?filter=new#top'],
    ['casino/games', '/casino/games'],
    ['https://demo.vitrine.example/refers', '/refers'],
    ['HTTPS://DEMO.VITRINE.EXAMPLE/refers', '/refers'],
    ['  /bonus  ', '/bonus'],
    ['#faq', '/#faq'],
    ['?ref=abc', '/?ref=abc'],
    ['/en/casino/../terms', '/en/terms'],
  ])('treats %j as the internal path %j', (raw, path) => {
    expect(classifyUrl(raw, ORIGIN)).toEqual({ kind: 'internal', path });
  });

  it('collapses a leading double slash that survived parsing, so a router cannot read it as a host', () => {
    expect(classifyUrl('https://demo.vitrine.example//evil.com/x', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/evil.com/x',
    });
  });

  it('accepts the origin given with a path', () => {
    expect(classifyUrl('/terms', `${ORIGIN}/en/casino`)).toEqual({
      kind: 'internal',
      path: '/terms',
    });
  });

  it('keeps a javascript: text that is only a query value of an app path', () => {
    expect(classifyUrl('/search?q=javascript:alert(1)', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/search?q=javascript:alert(1)',
    });
  });
});

describe('classifyUrl: external URLs', () => {
  it.each([
    ['https://provider.example/game?id=1', 'https://provider.example/game?id=1'],
    ['http://other.example', 'http://other.example/'],
    ['https://demo.vitrine.example:8443/x', 'https://demo.vitrine.example:8443/x'],
    ['http://demo.vitrine.example/x', 'http://demo.vitrine.example/x'],
    ['mailto:suporte@demo.example', 'mailto:suporte@demo.example'],
    ['tel:+5511999999999', 'tel:+5511999999999'],
  ])('treats %j as external', (raw, url) => {
    expect(classifyUrl(raw, ORIGIN)).toEqual({ kind: 'external', url });
  });

  it.each([
    ['protocol-relative', '//evil.com', 'https://evil.com/'],
    ['protocol-relative with path', '//evil.com/login', 'https://evil.com/login'],
    ['backslash', '/\\evil.com', 'https://evil.com/'],
    ['double backslash', '\\\\evil.com', 'https://evil.com/'],
    ['tab inside the slashes', '/\t/evil.com', 'https://evil.com/'],
    ['credentials that look like our host', `${ORIGIN}@evil.com`, 'https://evil.com/'],
    ['scheme without slashes on another scheme', 'http:evil.com', 'http://evil.com/'],
    ['three slashes', '///evil.com', 'https://evil.com/'],
  ])('does not mistake a %s trick for an app path', (_label, raw, url) => {
    expect(classifyUrl(raw, ORIGIN)).toEqual({ kind: 'external', url });
  });
});

describe('classifyUrl: refused', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['  javascript:alert(1)'],
    ['javascript:alert(1)  '],
    ['\u0000javascript:alert(1)'],
    ['\u001fjavascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\rscript:alert(1)'],
    ['j\na\tv\ra script:alert(1)'],
    ['javascript :alert(1)'],
    ['java\u200bscript:alert(1)'],
    ['\ufeffjavascript:alert(1)'],
    ['%6A%61vascript:alert(1)'],
    ['%6a%61%76%61%73%63%72%69%70%74%3aalert(1)'],
    ['javascript%3Aalert(1)'],
    ['%256A%2561vascript:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['&#106avascript:alert(1)'],
    ['&#x6A;avascript:alert(1)'],
    ['&#X6a;avascript:alert(1)'],
    ['&#0000106;avascript:alert(1)'],
    ['javascript&colon;alert(1)'],
    ['java&Tab;script:alert(1)'],
    ['java&#9;script:alert(1)'],
    ['java&#x09;script:alert(1)'],
    ['&amp;#106;avascript:alert(1)'],
    ['%26%23106%3Bavascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['DATA:text/html,<script>alert(1)</script>'],
    [' data:image/svg+xml,<svg onload=alert(1)>'],
    ['blob:https://demo.vitrine.example/1234'],
    ['BLOB:https://evil.com/1234'],
    ['vbscript:msgbox(1)'],
    ['VbScript:msgbox(1)'],
    ['vb\tscript:msgbox(1)'],
  ])('refuses %j as a dangerous protocol', (raw) => {
    expect(classifyUrl(raw, ORIGIN)).toEqual({ kind: 'refused', reason: 'dangerous-protocol' });
  });

  it.each([['file:///etc/passwd'], ['ftp://files.example/x'], ['intent://scan#Intent;end']])(
    'refuses %j as an unsupported protocol',
    (raw) => {
      expect(classifyUrl(raw, ORIGIN)).toEqual({ kind: 'refused', reason: 'unsupported-protocol' });
    },
  );

  it.each([[''], ['   '], ['\t\n']])('refuses the empty target %j', (raw) => {
    expect(classifyUrl(raw, ORIGIN)).toEqual({ kind: 'refused', reason: 'empty' });
  });

  it('refuses a URL the browser cannot parse', () => {
    expect(classifyUrl('https://exa mple.com', ORIGIN)).toEqual({
      kind: 'refused',
      reason: 'malformed',
    });
  });
});

describe('safeHref', () => {
  it('returns the app path for an internal link', () => {
    expect(safeHref('/casino/games', ORIGIN)).toBe('/casino/games');
  });

  it('returns the normalised URL for an external link', () => {
    expect(safeHref('https://provider.example', ORIGIN)).toBe('https://provider.example/');
  });

  it('returns null for anything refused', () => {
    expect(safeHref('&#106;avascript:alert(1)', ORIGIN)).toBeNull();
    expect(safeHref('', ORIGIN)).toBeNull();
  });
});

describe('resolveNavigation', () => {
  it('routes an app path without needing permission', () => {
    expect(resolveNavigation('/bonus', { currentOrigin: ORIGIN, allowExternal: false })).toEqual({
      action: 'internal',
      path: '/bonus',
    });
  });

  it('refuses an external URL without explicit permission', () => {
    expect(
      resolveNavigation('https://evil.com', { currentOrigin: ORIGIN, allowExternal: false }),
    ).toEqual({ action: 'refused', reason: 'external-not-allowed' });
  });

  it('allows an external URL with explicit permission', () => {
    expect(
      resolveNavigation('https://provider.example', { currentOrigin: ORIGIN, allowExternal: true }),
    ).toEqual({ action: 'external', url: 'https://provider.example/' });
  });

  it('refuses a dangerous protocol even with permission', () => {
    expect(
      resolveNavigation('javascript:alert(1)', { currentOrigin: ORIGIN, allowExternal: true }),
    ).toEqual({ action: 'refused', reason: 'dangerous-protocol' });
  });
});

function fakeWindow() {
  const assign = vi.fn<(url: string) => void>();
  const open = vi.fn<(url: string, target: string, features: string) => unknown>();
  return { location: { origin: ORIGIN, assign }, open } satisfies BrowserWindowLike;
}

describe('openExternal', () => {
  it('leaves for an allowed external URL with location.assign', () => {
    const target = fakeWindow();
    const decision = openExternal('https://provider.example/pay', { allowExternal: true, target });
    expect(decision).toEqual({ action: 'external', url: 'https://provider.example/pay' });
    expect(target.location.assign).toHaveBeenCalledWith('https://provider.example/pay');
    expect(target.open).not.toHaveBeenCalled();
  });

  it('opens a new tab without opener and referrer', () => {
    const target = fakeWindow();
    openExternal('https://provider.example', { allowExternal: true, newTab: true, target });
    expect(target.open).toHaveBeenCalledWith(
      'https://provider.example/',
      '_blank',
      'noopener,noreferrer',
    );
    expect(target.location.assign).not.toHaveBeenCalled();
  });

  it('does nothing for an external URL without permission', () => {
    const target = fakeWindow();
    expect(openExternal('https://evil.com', { allowExternal: false, target })).toEqual({
      action: 'refused',
      reason: 'external-not-allowed',
    });
    expect(target.location.assign).not.toHaveBeenCalled();
  });

  it('never follows a dangerous protocol', () => {
    const target = fakeWindow();
    openExternal('java\tscript:alert(1)', { allowExternal: true, target });
    openExternal('javascript:alert(1)', { allowExternal: true, newTab: true, target });
    expect(target.location.assign).not.toHaveBeenCalled();
    expect(target.open).not.toHaveBeenCalled();
  });

  it('hands an app path back to the caller instead of reloading the page', () => {
    const target = fakeWindow();
    expect(openExternal('/wallet', { allowExternal: true, target })).toEqual({
      action: 'internal',
      path: '/wallet',
    });
    expect(target.location.assign).not.toHaveBeenCalled();
  });

  it('uses the real window by default', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const decision = openExternal('javascript:alert(1)', { allowExternal: true });
    expect(decision.action).toBe('refused');
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });
});

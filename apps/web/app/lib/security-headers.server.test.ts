import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testTheme } from '~/test/fixtures';
import {
  baseSecurityHeaders,
  createNonce,
  cspNonceContext,
  documentThemeContext,
  securityHeadersMiddleware,
  documentSecurityHeaders,
  isHttpsRequest,
  PERMISSIONS_POLICY,
  withHeaders,
} from './security-headers.server';

const ENV = {
  STORAGE_URL: 'http://localhost:8787/storage',
  GOOGLE_GSI_SCRIPT_URL: '/vendor/google-gsi-standin.js',
  TURNSTILE_SCRIPT_URL: '/vendor/turnstile-standin.js',
  JIVO_SCRIPT_URL: '{apiLink}/live-support/demo/widget/{id}',
  GAME_FRAME_ORIGINS: [],
};

describe('createNonce', () => {
  it('is 128 random bits in base64, new every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('isHttpsRequest', () => {
  const forwarded = new Request('http://casa.test/', { headers: { 'X-Forwarded-Proto': 'https' } });

  it('believes the request address', () => {
    expect(isHttpsRequest(new Request('https://casa.test/'), false)).toBe(true);
    expect(isHttpsRequest(new Request('http://casa.test/'), true)).toBe(false);
  });

  it('believes X-Forwarded-Proto only behind a trusted proxy', () => {
    expect(isHttpsRequest(forwarded, false)).toBe(false);
    expect(isHttpsRequest(forwarded, true)).toBe(true);
    const chain = new Request('http://casa.test/', {
      headers: { 'X-Forwarded-Proto': 'HTTPS, http' },
    });
    expect(isHttpsRequest(chain, true)).toBe(true);
  });
});

describe('baseSecurityHeaders', () => {
  it('never lets a response be sniffed, and sends only the origin across origins', () => {
    const headers = new Map(baseSecurityHeaders(new Request('http://casa.test/x.data'), false));
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('asks for https from then on only when the page came over https', () => {
    const plain = new Map(baseSecurityHeaders(new Request('http://casa.test/'), true));
    expect(plain.has('Strict-Transport-Security')).toBe(false);
    const secure = new Map(baseSecurityHeaders(new Request('https://casa.test/'), false));
    expect(secure.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}$/);
    const proxied = new Request('http://casa.test/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(new Map(baseSecurityHeaders(proxied, true)).has('Strict-Transport-Security')).toBe(true);
    expect(new Map(baseSecurityHeaders(proxied, false)).has('Strict-Transport-Security')).toBe(
      false,
    );
  });
});

describe('documentSecurityHeaders', () => {
  const headers = new Map(documentSecurityHeaders({ theme: testTheme(), env: ENV, nonce: 'n0' }));

  it('sends the policy and its frame rule for older browsers', () => {
    expect(headers.get('Content-Security-Policy')).toContain("script-src 'self' 'nonce-n0'");
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('denies the powers a casino never needs and leaves fullscreen to the game iframe', () => {
    const policy = headers.get('Permissions-Policy') ?? '';
    expect(policy).toBe(PERMISSIONS_POLICY);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).not.toContain('fullscreen');
    expect(policy).not.toContain('identity-credentials-get');
  });
});

describe('withHeaders', () => {
  it('sets headers on the response, or on a copy when its headers are immutable', async () => {
    const own = withHeaders(Response.json({ ok: true }), [['X-Content-Type-Options', 'nosniff']]);
    expect(own.headers.get('X-Content-Type-Options')).toBe('nosniff');

    const proxied = Response.redirect('http://casa.test/', 302); // immutable headers, like fetch's
    const copy = withHeaders(proxied, [['Referrer-Policy', 'no-referrer']]);
    expect(copy.status).toBe(302);
    expect(copy.headers.get('Location')).toBe('http://casa.test/');
    expect(copy.headers.get('Referrer-Policy')).toBe('no-referrer');
  });
});

describe('securityHeadersMiddleware', () => {
  async function respond(path: string, response: () => Response, theme = testTheme()) {
    const request = new Request(`http://localhost:3000${path}`);
    const context = new RouterContextProvider();
    let nonceSeen = '';
    const result = await securityHeadersMiddleware(
      { request, url: new URL(request.url), pattern: '/', params: {}, context },
      async () => {
        nonceSeen = context.get(cspNonceContext);
        context.set(documentThemeContext, theme);
        return response();
      },
    );
    if (!(result instanceof Response)) throw new Error('no response');
    return { headers: result.headers, nonceSeen };
  }

  it('gives a document its policy with the nonce the render was handed', async () => {
    const { headers, nonceSeen } = await respond(
      '/',
      () =>
        new Response('<!DOCTYPE html>', {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
    );
    expect(nonceSeen).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(headers.get('Content-Security-Policy')).toContain(`'nonce-${nonceSeen}'`);
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('gives data and resource answers the headers every response carries, and no policy', async () => {
    const { headers } = await respond('/casino/games.data', () => Response.json({ ok: true }));
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.has('Content-Security-Policy')).toBe(false);
  });

  it('makes a new nonce for every response', async () => {
    const html = () => new Response('', { headers: { 'Content-Type': 'text/html' } });
    const first = await respond('/', html);
    const second = await respond('/', html);
    expect(first.nonceSeen).not.toBe(second.nonceSeen);
  });
});

import { describe, expect, it } from 'vitest';
import {
  offlinePathFor,
  offlineRedirectFor,
  requestKind,
  type RequestFacts,
} from './request-kinds';

function request(url: string, overrides: Partial<RequestFacts> = {}): RequestFacts {
  return { url, method: 'GET', mode: 'cors', destination: '', ...overrides };
}

describe('requestKind', () => {
  it('sends page loads to the network with the offline page behind them', () => {
    expect(
      requestKind(
        request('https://sorte.example/casino', { mode: 'navigate', destination: 'document' }),
      ),
    ).toBe('navigation');
  });

  it('never stores React Router data, the API, the socket or anything that is not a GET', () => {
    expect(requestKind(request('https://sorte.example/casino.data'))).toBe('network');
    expect(requestKind(request('https://api.sorte.example/api/user/me'))).toBe('network');
    expect(requestKind(request('wss://ws.sorte.example/app/key', { destination: '' }))).toBe(
      'network',
    );
    expect(
      requestKind(
        request('https://api.sorte.example/img/logo.png', { method: 'POST', destination: 'image' }),
      ),
    ).toBe('network');
  });

  it('keeps the tenant images and fonts, from any origin', () => {
    expect(
      requestKind(request('https://storage.example/sorte/logo.webp', { destination: 'image' })),
    ).toBe('tenant-asset');
    expect(
      requestKind(request('https://sorte.example/fonts/inter.woff2', { destination: 'font' })),
    ).toBe('tenant-asset');
  });

  it('does not keep images that may belong to one player', () => {
    for (const url of [
      'https://api.sorte.example/api/user/avatar.png',
      'https://storage.example/kyc/123/front.jpg',
      'https://storage.example/documents/123.png',
      'https://storage.example/games/a.png?X-Amz-Signature=abc&X-Amz-Expires=60',
      'https://storage.example/avatar.png?token=abc',
    ]) {
      expect(requestKind(request(url, { destination: 'image' })), url).toBe('network');
    }
  });
});

describe('the offline page', () => {
  it('is the one of the language the player was reading', () => {
    expect(offlinePathFor('/casino')).toBe('/Offiline');
    expect(offlinePathFor('/en')).toBe('/en/Offiline');
    expect(offlinePathFor('/en/casino/games')).toBe('/en/Offiline');
    expect(offlinePathFor('/english')).toBe('/Offiline');
  });

  it('remembers where the player was going, with its query', () => {
    const target = offlineRedirectFor(new URL('https://sorte.example/en/casino/games?q=fortune'));
    expect(target).toBe('/en/Offiline?from=%2Fen%2Fcasino%2Fgames%3Fq%3Dfortune');
  });

  it('keeps the remembered page when the offline page itself is reloaded', () => {
    expect(offlineRedirectFor(new URL('https://sorte.example/Offiline?from=%2Fcasino'))).toBe(
      '/Offiline?from=%2Fcasino',
    );
  });
});

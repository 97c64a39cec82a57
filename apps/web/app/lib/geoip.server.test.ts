import { describe, expect, it } from 'vitest';
import { geoipFromHeaders } from './geoip.server';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('geoipFromHeaders', () => {
  it.each([
    ['cf-ipcountry', 'PT', '351'],
    ['x-vercel-ip-country', 'US', '1'],
    ['cloudfront-viewer-country', 'AR', '54'],
    ['x-country-code', 'MX', '52'],
    ['fastly-client-country', 'DE', '49'],
    ['x-geo-country', 'GB', '44'],
    ['x-appengine-country', 'JP', '81'],
  ])('reads %s', (name, country, calling) => {
    expect(geoipFromHeaders(headers({ [name]: country }))).toEqual({
      countryCode: country,
      callingCode: calling,
    });
  });

  it('accepts a lower-case code with spaces', () => {
    expect(geoipFromHeaders(headers({ 'cf-ipcountry': ' pt ' }))).toEqual({
      countryCode: 'PT',
      callingCode: '351',
    });
  });

  it('prefers Cloudflare over the other headers', () => {
    expect(
      geoipFromHeaders(headers({ 'cf-ipcountry': 'PT', 'x-vercel-ip-country': 'US' })).countryCode,
    ).toBe('PT');
  });

  it.each([['XX'], ['T1'], ['ZZ'], ['BRA'], ['1'], [''], ['EU'], ['A1']])(
    'ignores the placeholder or invalid code %j and falls back to BR / 55',
    (code) => {
      expect(geoipFromHeaders(headers({ 'cf-ipcountry': code }))).toEqual({
        countryCode: 'BR',
        callingCode: '55',
      });
    },
  );

  it('moves on to the next header when the first one is a placeholder', () => {
    expect(
      geoipFromHeaders(headers({ 'cf-ipcountry': 'XX', 'x-appengine-country': 'CL' })),
    ).toEqual({ countryCode: 'CL', callingCode: '56' });
  });

  it('falls back to BR / 55 without any country header', () => {
    expect(geoipFromHeaders(new Headers())).toEqual({ countryCode: 'BR', callingCode: '55' });
  });
});

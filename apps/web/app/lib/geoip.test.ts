import { describe, expect, it, vi } from 'vitest';
import { getGeoip } from './geoip';

describe('getGeoip', () => {
  it('uses the cached country and calling code without asking the server', async () => {
    localStorage.setItem('userCountryCode', 'PT');
    localStorage.setItem('userCallingCode', '351');
    const fetchJson = vi.fn();
    expect(await getGeoip(fetchJson, localStorage)).toEqual({
      countryCode: 'PT',
      callingCode: '351',
    });
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('asks /api/geoip when nothing is cached, and caches the answer', async () => {
    const fetchJson = vi.fn(async () => ({ countryCode: 'AR', callingCode: '54' }));
    expect(await getGeoip(fetchJson, localStorage)).toEqual({
      countryCode: 'AR',
      callingCode: '54',
    });
    expect(fetchJson).toHaveBeenCalledWith('/api/geoip');
    expect(localStorage.getItem('userCountryCode')).toBe('AR');
    expect(localStorage.getItem('userCallingCode')).toBe('54');
  });

  it('normalises a lower-case country and a numeric or +-prefixed calling code', async () => {
    expect(await getGeoip(async () => ({ countryCode: 'us', callingCode: 1 }), null)).toEqual({
      countryCode: 'US',
      callingCode: '1',
    });
    expect(await getGeoip(async () => ({ countryCode: 'BR', callingCode: '+55' }), null)).toEqual({
      countryCode: 'BR',
      callingCode: '55',
    });
  });

  it('asks again when the cache is tampered with', async () => {
    localStorage.setItem('userCountryCode', 'Brazil');
    localStorage.setItem('userCallingCode', '55');
    const fetchJson = vi.fn(async () => ({ countryCode: 'BR', callingCode: '55' }));
    await getGeoip(fetchJson, localStorage);
    expect(fetchJson).toHaveBeenCalledOnce();
    expect(localStorage.getItem('userCountryCode')).toBe('BR');
  });

  it('falls back to BR / 55 when the request fails, without caching the fallback', async () => {
    const fetchJson = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await getGeoip(fetchJson, localStorage)).toEqual({
      countryCode: 'BR',
      callingCode: '55',
    });
    expect(localStorage.getItem('userCountryCode')).toBeNull();
  });

  it.each([
    ['an empty body', null],
    ['a wrong shape', { country: 'BR' }],
    ['a three-letter country', { countryCode: 'BRA', callingCode: '55' }],
    ['a calling code with letters', { countryCode: 'BR', callingCode: '55a' }],
  ])('falls back to BR / 55 on %s', async (_label, answer) => {
    expect(await getGeoip(async () => answer, localStorage)).toEqual({
      countryCode: 'BR',
      callingCode: '55',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { captureCampaignParams, getStoredLmcp, getStoredReferralCode } from './campaign-params';

const at = (query: string) => new URL(`https://demo.example/casino/games${query}`);

describe('captureCampaignParams', () => {
  it('stores ref as the referral code and lmcp as the campaign value', () => {
    expect(captureCampaignParams(at('?ref=AMIGO_10&lmcp=summer-24'), localStorage)).toEqual({
      ref: 'AMIGO_10',
      lmcp: 'summer-24',
    });
    expect(localStorage.getItem('ref')).toBe('AMIGO_10');
    expect(localStorage.getItem('lmcp')).toBe('summer-24');
    expect(getStoredReferralCode(localStorage)).toBe('AMIGO_10');
    expect(getStoredLmcp(localStorage)).toBe('summer-24');
  });

  it('trims surrounding spaces', () => {
    expect(captureCampaignParams(at('?ref=%20abc%20'), localStorage)).toEqual({ ref: 'abc' });
    expect(localStorage.getItem('ref')).toBe('abc');
  });

  it('stores nothing when the URL has no campaign parameters', () => {
    expect(captureCampaignParams(at(''), localStorage)).toEqual({});
    expect(localStorage.getItem('ref')).toBeNull();
  });

  it.each([
    ['empty', '?ref='],
    ['too long', `?ref=${'a'.repeat(65)}`],
    ['markup', '?ref=%3Cscript%3E'],
    ['header injection', '?ref=abc%0D%0Ax'],
    ['spaces inside', '?ref=a%20b'],
  ])('ignores an invalid value (%s) and keeps the earlier one', (_label, query) => {
    localStorage.setItem('ref', 'EARLIER');
    expect(captureCampaignParams(at(query), localStorage)).toEqual({});
    expect(localStorage.getItem('ref')).toBe('EARLIER');
  });

  it('accepts exactly 64 characters', () => {
    const code = 'a'.repeat(64);
    expect(captureCampaignParams(at(`?ref=${code}`), localStorage)).toEqual({ ref: code });
  });

  it('replaces an earlier value with a newer valid one', () => {
    captureCampaignParams(at('?lmcp=first'), localStorage);
    captureCampaignParams(at('?lmcp=second'), localStorage);
    expect(getStoredLmcp(localStorage)).toBe('second');
  });

  it('does nothing without a storage', () => {
    expect(captureCampaignParams(at('?ref=abc'), null)).toEqual({});
  });

  it('discards a tampered stored value on read', () => {
    localStorage.setItem('lmcp', 'bad value\n');
    expect(getStoredLmcp(localStorage)).toBeNull();
    expect(localStorage.getItem('lmcp')).toBeNull();
  });
});

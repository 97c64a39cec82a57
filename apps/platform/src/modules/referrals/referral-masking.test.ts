import { describe, expect, it } from 'vitest';
import { maskReferredName, newReferralCode, REFERRAL_CODE_LENGTH } from './referral-service.ts';

describe('a referred player’s masked name', () => {
  it('keeps the first two letters of the first and the last name', () => {
    expect(maskReferredName('Maria', 'Souza')).toBe('Ma*** So***');
    expect(maskReferredName('Maria Clara', 'da Silva Souza')).toBe('Ma*** So***');
  });

  it('keeps a one-letter name whole, and shows one part when there is one', () => {
    expect(maskReferredName('A', 'B')).toBe('A*** B***');
    expect(maskReferredName('Jo', '')).toBe('Jo***');
    expect(maskReferredName('', '')).toBe('***');
    expect(maskReferredName('  ', ' Lima ')).toBe('Li***');
  });

  it('counts an accented letter as one, however it was typed', () => {
    expect(maskReferredName('Ábia', 'Êmerson')).toBe('Áb*** Êm***');
    // "É" typed as E + a combining accent.
    expect(maskReferredName('E\u0301rica', 'O\u0302nix')).toBe('Ér*** Ôn***');
    expect(maskReferredName('🙂ana', 'Lu')).toBe('🙂a*** Lu***');
  });
});

describe('a new referral code', () => {
  it('is eight characters that cannot be mistaken for one another', () => {
    for (let index = 0; index < 200; index += 1) {
      const code = newReferralCode();
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]+$/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { sportsExperience, sportsPath } from './sports-experience';

const betby = (active: boolean) => ({ active, brand_id: 'brand', theme_name: 'default' });

describe('the sports experience of a brand', () => {
  it('is the Betby sportsbook when its integration is active, with or without hasSports', () => {
    expect(sportsExperience({ hasSports: true, betby: betby(true) })).toBe('sportsbook');
    expect(sportsPath({ hasSports: false, betby: betby(true) })).toBe('/sportsbook');
  });

  it("is the provider's sports when the feature is on and Betby is not", () => {
    expect(sportsExperience({ hasSports: true, betby: betby(false) })).toBe('provider-sports');
    expect(sportsPath({ hasSports: true, betby: betby(false) })).toBe('/sports');
  });

  it('is none without either', () => {
    expect(sportsExperience({ hasSports: false, betby: betby(false) })).toBeNull();
    expect(sportsPath({ hasSports: false, betby: betby(false) })).toBeNull();
  });
});

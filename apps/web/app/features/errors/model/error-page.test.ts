import { describe, expect, it } from 'vitest';
import {
  errorKind,
  errorReference,
  exploreLinks,
  pageNotFoundMessage,
  phraseIndex,
} from './error-page';

describe('error page model', () => {
  it('maps 401, 404 and everything else to the three kinds of copy', () => {
    expect(errorKind(401)).toBe('unauthorized');
    expect(errorKind(404)).toBe('notFound');
    expect(errorKind(500)).toBe('other');
    expect(errorKind(503)).toBe('other');
  });

  it('builds the reference from ERR, the status and the last 6 digits of the time', () => {
    expect(errorReference(404, 1_763_772_345_678)).toBe('ERR-404-345678');
    expect(errorReference(500, 42)).toBe('ERR-500-000042');
  });

  it('picks a phrase index within range', () => {
    for (const time of [0, 999, 1000, 123_456_789]) {
      const index = phraseIndex(time, 5);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(5);
    }
  });

  it('offers the sportsbook when the provider integration is active', () => {
    const keys = exploreLinks({ betbyActive: true, hasSports: true }).map((link) => link.key);
    expect(keys).toEqual(['home', 'casino', 'sportsbook', 'bonus']);
  });

  it('offers sports when the feature is on and the provider is off', () => {
    const keys = exploreLinks({ betbyActive: false, hasSports: true }).map((link) => link.key);
    expect(keys).toEqual(['home', 'casino', 'sports', 'bonus']);
    expect(exploreLinks({ betbyActive: false, hasSports: false }).map((l) => l.key)).toEqual([
      'home',
      'casino',
      'bonus',
    ]);
  });

  it('says Page Not Found plus the path', () => {
    expect(pageNotFoundMessage('/pages/x')).toBe('Page Not Found: /pages/x');
  });
});

import { describe, expect, it } from 'vitest';
import { categoryFilterList, providerFilterList } from './game-constants.ts';

describe('the §5 game filter lists', () => {
  it('splits a comma-separated list, trimmed, lower-cased and de-duplicated', () => {
    expect(categoryFilterList(' Slots , slots,,novos ')).toEqual(['slots', 'novos']);
    expect(providerFilterList('aurora, Ipanema-Live')).toEqual(['aurora', 'ipanema-live']);
    expect(categoryFilterList(undefined)).toEqual([]);
    expect(providerFilterList(null)).toEqual([]);
  });

  it("reads 'todos' as every category, adding no condition to the others", () => {
    expect(categoryFilterList('todos')).toEqual([]);
    expect(categoryFilterList('todos,slots')).toEqual(['slots']);
    expect(categoryFilterList('TODOS')).toEqual([]);
  });

  it("reads 'all' among the providers as every provider", () => {
    expect(providerFilterList('all')).toEqual([]);
    expect(providerFilterList('aurora,all')).toEqual([]);
    expect(providerFilterList('ALL')).toEqual([]);
  });
});

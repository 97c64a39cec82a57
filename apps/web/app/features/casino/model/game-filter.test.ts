import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER,
  gameFilterKey,
  gameFilterQuery,
  gameFilterSearchParams,
  isFiltered,
  parseGameFilter,
  parseCategories,
  toggleItem,
} from './game-filter';

const parse = (query: string) => parseGameFilter(new URLSearchParams(query));

describe('parseGameFilter', () => {
  it('reads an empty query as the whole lobby', () => {
    expect(parse('')).toEqual(EMPTY_FILTER);
    expect(isFiltered(parse(''))).toBe(false);
  });

  it('splits the comma-separated category list, every one of which must match', () => {
    expect(parse('category=slots,megaways').categories).toEqual(['slots', 'megaways']);
  });

  it("treats 'todos' as every category and 'all' as every provider", () => {
    expect(parse('category=todos').categories).toEqual([]);
    // Every category must match and 'todos' is all of them: with another it adds nothing.
    expect(parse('category=slots,todos').categories).toEqual(['slots']);
    expect(parse('provider=all').providers).toEqual([]);
    expect(parse('provider=ALL').providers).toEqual([]);
  });

  it('trims, lower-cases and de-duplicates list items and drops malformed ones', () => {
    expect(parseCategories(' Slots , slots,,<script>,novos ')).toEqual(['slots', 'novos']);
  });

  it('keeps the search term as typed (the server compares case-insensitively), trimmed and capped', () => {
    expect(parse('searchTerm=%20Tigre%20').searchTerm).toBe('Tigre');
    expect(parse(`searchTerm=${'a'.repeat(300)}`).searchTerm).toHaveLength(100);
  });

  it('never halves an emoji into a lone surrogate when it caps the search term', () => {
    const term = parse(`searchTerm=${'a'.repeat(99)}${encodeURIComponent('🎰🎰')}`).searchTerm;
    expect(term).toBe(`${'a'.repeat(99)}🎰`);
  });

  it('drops a search term the API would refuse (a NUL byte), and a provider that is not a code', () => {
    expect(parse('searchTerm=ti%00gre&provider=%00&page=-1')).toMatchObject({
      searchTerm: '',
      providers: [],
    });
  });

  it('accepts only known types and sorts', () => {
    expect(parse('type=live&sort=az')).toMatchObject({ type: 'live', sort: 'az' });
    expect(parse('type=poker&sort=random')).toMatchObject({ type: null, sort: 'popular' });
  });

  it("reads bonuses=1 as 'bonus games only'", () => {
    expect(parse('bonuses=1').bonusOnly).toBe(true);
    expect(parse('bonuses=yes').bonusOnly).toBe(false);
  });
});

describe('gameFilterSearchParams', () => {
  it('round-trips a filter and leaves defaults out of the URL', () => {
    const filter = parse(
      'searchTerm=fortuna&category=slots,novos&provider=aurora&type=slot&bonuses=1&sort=new',
    );
    expect(parseGameFilter(gameFilterSearchParams(filter))).toEqual(filter);
    expect(gameFilterSearchParams(EMPTY_FILTER).toString()).toBe('');
  });

  it('builds the API query with the page', () => {
    expect(gameFilterQuery(parse('category=slots'), 3)).toEqual({ category: 'slots', page: 3 });
  });

  it('gives the same cache key whatever the order of the list items', () => {
    expect(gameFilterKey(parse('category=a,b&provider=x,y'))).toBe(
      gameFilterKey(parse('provider=y,x&category=b,a')),
    );
  });
});

describe('toggleItem', () => {
  it('adds a missing item and removes a present one', () => {
    expect(toggleItem(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleItem(['a', 'b'], 'a')).toEqual(['b']);
  });
});

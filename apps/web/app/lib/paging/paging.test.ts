import { describe, expect, it } from 'vitest';
import { endReached, nextPageParam, shouldLoadNextPage } from './paging';

describe('nextPageParam', () => {
  it('advances the page counter until last_page', () => {
    expect(nextPageParam({ current_page: 1, last_page: 3 })).toBe(2);
    expect(nextPageParam({ current_page: 2, last_page: 3 })).toBe(3);
  });

  it('stops at the last page, and past it', () => {
    expect(nextPageParam({ current_page: 3, last_page: 3 })).toBeUndefined();
    expect(nextPageParam({ current_page: 4, last_page: 3 })).toBeUndefined();
  });

  it('treats an empty list (one page) as complete', () => {
    expect(nextPageParam({ current_page: 1, last_page: 1 })).toBeUndefined();
  });
});

describe('endReached', () => {
  it('is set once the last loaded page is the last page', () => {
    expect(endReached([])).toBe(false);
    expect(endReached([{ current_page: 1, last_page: 2 }])).toBe(false);
    expect(
      endReached([
        { current_page: 1, last_page: 2 },
        { current_page: 2, last_page: 2 },
      ]),
    ).toBe(true);
  });
});

describe('shouldLoadNextPage', () => {
  const base = { hasNextPage: true, isFetching: false, loadedCount: 48, threshold: 6 };

  it('loads when the view comes within the threshold of the end', () => {
    expect(shouldLoadNextPage({ ...base, lastVisibleIndex: 41 })).toBe(true);
    expect(shouldLoadNextPage({ ...base, lastVisibleIndex: 40 })).toBe(false);
  });

  it('does not load while a page is loading', () => {
    expect(shouldLoadNextPage({ ...base, isFetching: true, lastVisibleIndex: 47 })).toBe(false);
  });

  it('does not load past the last page', () => {
    expect(shouldLoadNextPage({ ...base, hasNextPage: false, lastVisibleIndex: 47 })).toBe(false);
  });
});

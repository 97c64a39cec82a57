// §4 "Paged lists" and §5: the page counter advances until last_page; no load while one is loading
// or once the last page is reached.

export interface PageInfo {
  current_page: number;
  last_page: number;
}

/** The page after this one, or undefined when this was the last (TanStack's "no next page"). */
export function nextPageParam(page: PageInfo): number | undefined {
  return page.current_page < page.last_page ? page.current_page + 1 : undefined;
}

export function endReached(pages: readonly PageInfo[]): boolean {
  const last = pages.at(-1);
  return last !== undefined && nextPageParam(last) === undefined;
}

/** Whether scrolling near the end should ask for the next page now. */
export function shouldLoadNextPage(state: {
  hasNextPage: boolean;
  isFetching: boolean;
  /** Index of the last item in view (or about to be). */
  lastVisibleIndex: number;
  loadedCount: number;
  /** How many items before the end loading starts. */
  threshold: number;
}): boolean {
  if (!state.hasNextPage || state.isFetching) return false;
  return state.lastVisibleIndex >= state.loadedCount - 1 - state.threshold;
}

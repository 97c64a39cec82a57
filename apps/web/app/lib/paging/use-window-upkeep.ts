import { type RefObject, useEffect, useLayoutEffect } from 'react';
import { shouldLoadNextPage } from './paging';

// What keeps a windowed list (the lobby's grid, the one-column lists of useWindowedRows) in step
// with the page: its measure, taken again when its width changes, and the next page, asked for as
// the rows in view near the end of what is loaded.

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Measures once the list is on screen (before the browser paints), then again whenever `observed`
 * changes size; `remeasureWhen` changing measures again (the first rows arriving).
 */
export function useMeasureOnResize(
  observed: RefObject<HTMLElement | null>,
  measure: () => void,
  remeasureWhen?: unknown,
) {
  useIsomorphicLayoutEffect(() => {
    measure();
    const element = observed.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(() => measure());
    resize.observe(element);
    return () => resize.disconnect();
  }, [observed, measure, remeasureWhen]);
}

/** Scrolling near the end asks for the next page (never while one loads, never past the last). */
export function useLoadNextPageNearEnd({
  windowed,
  lastVisible,
  loadedCount,
  threshold,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: {
  /** Whether the window is known: before, every loaded item is rendered and none is "near the end". */
  windowed: boolean;
  lastVisible: number;
  loadedCount: number;
  /** How many items before the end loading starts. */
  threshold: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}) {
  useEffect(() => {
    if (!windowed) return;
    if (
      shouldLoadNextPage({
        hasNextPage,
        isFetching: isFetchingNextPage,
        lastVisibleIndex: lastVisible,
        loadedCount,
        threshold,
      })
    ) {
      onLoadMore();
    }
  }, [windowed, lastVisible, loadedCount, threshold, hasNextPage, isFetchingNextPage, onLoadMore]);
}

import {
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { shouldLoadNextPage } from './paging';
import { type ScrollLayout, useScrollWindow } from './use-scroll-window';

// The lobby's windowing (computeWindow, shouldLoadNextPage) for a one-column list of equal rows:
// only the rows in view, plus `overscan` either side, are in the DOM; the rest is padding. The row
// height is measured from the first row marked `data-window-row`; until it is known (the server,
// tests without layout) every row renders.

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface WindowedRows<T extends HTMLElement> {
  frameRef: RefObject<T | null>;
  /** Render rows `start` to `end - 1`. */
  start: number;
  end: number;
  /** Pixels standing in for the rows above and below the window. */
  paddingBefore: number;
  paddingAfter: number;
}

export function useWindowedRows<T extends HTMLElement>({
  count,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  overscan = 5,
  loadAhead = 5,
}: {
  count: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  overscan?: number;
  /** Ask for the next page once the rows in view come this close to the end of what is loaded. */
  loadAhead?: number;
}): WindowedRows<T> {
  const frameRef = useRef<T>(null);
  const [layout, setLayout] = useState<ScrollLayout | null>(null);

  const measure = useCallback(() => {
    const frame = frameRef.current;
    const row = frame?.querySelector('[data-window-row]');
    if (!frame || !row) return;
    const rowHeight = row.getBoundingClientRect().height;
    if (rowHeight <= 0) return;
    const next = { rowHeight, top: frame.getBoundingClientRect().top + window.scrollY };
    startTransition(() =>
      setLayout((previous) =>
        previous &&
        Math.abs(previous.rowHeight - next.rowHeight) < 0.5 &&
        Math.abs(previous.top - next.top) < 0.5
          ? previous
          : next,
      ),
    );
  }, []);

  const hasRows = count > 0;
  // Measure once rows are on screen, then whenever the width (and so a row's height) changes.
  useIsomorphicLayoutEffect(() => {
    measure();
    const frame = frameRef.current;
    if (!frame || typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(() => measure());
    resize.observe(frame);
    return () => resize.disconnect();
  }, [measure, hasRows]);

  const view = useScrollWindow(layout, count, overscan);

  const windowed = layout !== null && view !== null;
  const lastVisible = windowed ? Math.min(count - 1, view.lastVisibleRow) : count - 1;

  // Scrolling near the end asks for the next page (never while one loads, never past the last).
  useEffect(() => {
    if (!windowed) return;
    if (
      shouldLoadNextPage({
        hasNextPage,
        isFetching: isFetchingNextPage,
        lastVisibleIndex: lastVisible,
        loadedCount: count,
        threshold: loadAhead,
      })
    ) {
      onLoadMore();
    }
  }, [windowed, lastVisible, count, hasNextPage, isFetchingNextPage, onLoadMore, loadAhead]);

  if (!windowed) return { frameRef, start: 0, end: count, paddingBefore: 0, paddingAfter: 0 };
  const start = Math.min(view.startRow, count);
  const end = Math.min(count, view.endRow + 1);
  return {
    frameRef,
    start,
    end,
    paddingBefore: start * layout.rowHeight,
    paddingAfter: Math.max(0, count - end) * layout.rowHeight,
  };
}

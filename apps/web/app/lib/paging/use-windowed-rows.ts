import { type RefObject, startTransition, useCallback, useRef, useState } from 'react';
import { sameScrollLayout, type ScrollLayout, useScrollWindow } from './use-scroll-window';
import { useLoadNextPageNearEnd, useMeasureOnResize } from './use-window-upkeep';

// The lobby's windowing (computeWindow, shouldLoadNextPage) for a one-column list of equal rows:
// only the rows in view, plus `overscan` either side, are in the DOM; the rest is padding. The row
// height is measured from the first row marked `data-window-row`; until it is known (the server,
// tests without layout) every row renders.

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
      setLayout((previous) => (sameScrollLayout(previous, next) ? previous : next)),
    );
  }, []);

  // Measured once rows are on screen (a row is what it measures), then whenever the width, and so
  // a row's height, changes.
  useMeasureOnResize(frameRef, measure, count > 0);

  const view = useScrollWindow(layout, count, overscan);

  const windowed = layout !== null && view !== null;
  const lastVisible = windowed ? Math.min(count - 1, view.lastVisibleRow) : count - 1;

  useLoadNextPageNearEnd({
    windowed,
    lastVisible,
    loadedCount: count,
    threshold: loadAhead,
    hasNextPage,
    isFetchingNextPage,
    onLoadMore,
  });

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

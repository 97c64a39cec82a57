import { startTransition, useEffect, useState } from 'react';
import { computeWindow, type GridWindow } from './grid-window';

/** Where a windowed list stands: the height of one row and the list's top, in document pixels. */
export interface ScrollLayout {
  rowHeight: number;
  top: number;
}

/** Whether two measures are the same layout: sub-pixel differences are not worth a re-render. */
export function sameScrollLayout(a: ScrollLayout | null, b: ScrollLayout): boolean {
  return a !== null && Math.abs(a.rowHeight - b.rowHeight) < 0.5 && Math.abs(a.top - b.top) < 0.5;
}

/**
 * Follows the window's scroll (at most once per frame): which of `rowCount` rows are in view, plus
 * `overscan` either side. Null until `layout` is known. Shared by the lobby's grid and the
 * one-column lists (useWindowedRows).
 */
export function useScrollWindow(
  layout: ScrollLayout | null,
  rowCount: number,
  overscan: number,
): GridWindow | null {
  const [view, setView] = useState<GridWindow | null>(null);
  useEffect(() => {
    if (!layout) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = computeWindow({
        scrollTop: window.scrollY - layout.top,
        viewportHeight: window.innerHeight,
        rowHeight: layout.rowHeight,
        rowCount,
        overscan,
      });
      setView((previous) =>
        previous &&
        previous.startRow === next.startRow &&
        previous.endRow === next.endRow &&
        previous.lastVisibleRow === next.lastVisibleRow
          ? previous
          : next,
      );
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    startTransition(update);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [layout, rowCount, overscan]);
  return view;
}

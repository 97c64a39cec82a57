export interface GridWindow {
  startRow: number;
  endRow: number;
  /** The last row actually in view (no overscan): what "near the end" is measured from. */
  lastVisibleRow: number;
}

/** The rows of a window-scrolled grid to render: those in view plus `overscan` either side. */
export function computeWindow({
  scrollTop,
  viewportHeight,
  rowHeight,
  rowCount,
  overscan,
}: {
  /** How far the window has scrolled past the grid's top (negative while the grid is below). */
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  overscan: number;
}): GridWindow {
  if (rowCount === 0 || rowHeight <= 0) return { startRow: 0, endRow: -1, lastVisibleRow: -1 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.floor(Math.max(0, scrollTop + viewportHeight) / rowHeight);
  return {
    startRow: Math.max(0, Math.min(rowCount - 1, first - overscan)),
    endRow: Math.min(rowCount - 1, last + overscan),
    lastVisibleRow: Math.min(rowCount - 1, last),
  };
}

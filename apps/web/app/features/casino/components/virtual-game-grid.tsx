import { startTransition, useCallback, useRef, useState } from 'react';
import { useListBatchSize } from '~/lib/device/device-store';
import { GameCard, GameCardSkeleton, type CardGame } from './game-card';
import {
  sameScrollLayout,
  type ScrollLayout,
  useScrollWindow,
} from '~/lib/paging/use-scroll-window';
import { useLoadNextPageNearEnd, useMeasureOnResize } from '~/lib/paging/use-window-upkeep';

// Long lists stay fast: only the rows in view (plus a couple either side) are in the DOM. The
// columns are CSS (Tailwind breakpoints), read back from the grid; the row height is measured.
// Until it is (a return to a long list, before the first layout), every loaded game has its place,
// so the scroll position can be restored, but only the device's batch of them (§9,
// docs/product/tenant-and-shell.md "§9 Device adaptation": 100, 250 or 500) is a full card; the
// rest are skeletons of the same size for that moment.
const OVERSCAN_ROWS = 2;
// The next page is asked for once the rows in view come within this many rows of the end of what
// is loaded: a phone's first screen (2–3 rows of a 24-card page) does not fetch page 2 by itself.
const LOAD_AHEAD_ROWS = 2;
/**
 * Full cards a phone's page renders before the grid is measured: its first screen (3 columns, ~3
 * rows) and the overscan below, the rows the window keeps once measured. The rest of the first page
 * are skeletons of the same size until then.
 */
export const PHONE_FIRST_CARDS = 15;
export const GAME_GRID_CLASSES =
  'grid grid-cols-3 gap-2 min-[520px]:grid-cols-4 sm:gap-3 md:grid-cols-5 lg:grid-cols-6';

interface Layout extends ScrollLayout {
  columns: number;
}

function readLayout(list: HTMLElement, frame: HTMLElement): Layout | null {
  const style = getComputedStyle(list);
  const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
  const first = list.firstElementChild;
  if (!first || columns === 0) return null;
  const gap = Number.parseFloat(style.rowGap) || 0;
  const rowHeight = first.getBoundingClientRect().height + gap;
  const top = frame.getBoundingClientRect().top + window.scrollY;
  return rowHeight > 0 ? { columns, rowHeight, top } : null;
}

export function VirtualGameGrid({
  games,
  label,
  localePrefix,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  total,
  firstCards = Number.POSITIVE_INFINITY,
}: {
  games: readonly CardGame[];
  label: string;
  localePrefix: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  /** The list's full length (aria-setsize), when the server told it. */
  total?: number;
  /** Full cards before the grid is measured (PHONE_FIRST_CARDS on a phone's page); the rest are skeletons. */
  firstCards?: number;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<Layout | null>(null);
  const batchSize = useListBatchSize();

  const measure = useCallback(() => {
    const list = listRef.current;
    const frame = frameRef.current;
    if (!list || !frame) return;
    const next = readLayout(list, frame);
    // A transition: the grid as it stands is right, only longer than needed, so trimming it to the
    // window can wait. Just after hydration that keeps the re-render of every card in short slices.
    if (next)
      startTransition(() =>
        setLayout((previous) => (sameLayout(previous, next) ? previous : next)),
      );
  }, []);

  // Measured once the server-rendered grid is on screen, then again whenever the width changes.
  useMeasureOnResize(listRef, measure);

  const rowCount = layout ? Math.ceil(games.length / layout.columns) : 0;

  const view = useScrollWindow(layout, rowCount, OVERSCAN_ROWS);

  const columns = layout?.columns ?? 0;
  const windowed = layout !== null && view !== null;
  const start = windowed ? view.startRow * columns : 0;
  const end = windowed ? Math.min(games.length, (view.endRow + 1) * columns) : games.length;
  const lastVisible = windowed
    ? Math.min(games.length, (view.lastVisibleRow + 1) * columns) - 1
    : games.length - 1;

  useLoadNextPageNearEnd({
    windowed,
    lastVisible,
    loadedCount: games.length,
    threshold: LOAD_AHEAD_ROWS * columns,
    hasNextPage,
    isFetchingNextPage,
    onLoadMore,
  });

  const rowsBefore = windowed ? view.startRow : 0;
  const rowsAfter = windowed ? Math.max(0, rowCount - view.endRow - 1) : 0;
  const skeletons = isFetchingNextPage ? (columns || 6) * 2 : 0;
  const setSize = total ?? (hasNextPage ? -1 : games.length);

  return (
    <div
      ref={frameRef}
      style={
        layout
          ? {
              paddingTop: rowsBefore * layout.rowHeight,
              paddingBottom: rowsAfter * layout.rowHeight,
            }
          : undefined
      }
    >
      <ul ref={listRef} aria-label={label} className={GAME_GRID_CLASSES}>
        {games.slice(start, end).map((game, offset) => {
          const index = start + offset;
          return (
            <li key={game.id} aria-setsize={setSize} aria-posinset={index + 1}>
              {windowed || index < Math.min(batchSize, firstCards) ? (
                <GameCard game={game} localePrefix={localePrefix} priority={index < 6} />
              ) : (
                // A place kept for a moment, off screen: still (an animation is a layer).
                <GameCardSkeleton pulse={false} />
              )}
            </li>
          );
        })}
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={`skeleton-${index}`} aria-hidden="true">
            <GameCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

function sameLayout(a: Layout | null, b: Layout): boolean {
  return a !== null && a.columns === b.columns && sameScrollLayout(a, b);
}

import { describe, expect, it } from 'vitest';
import { computeWindow } from './grid-window';

const base = { viewportHeight: 600, rowHeight: 200, rowCount: 100, overscan: 2 };

describe('computeWindow', () => {
  it('renders the rows in view and the overscan below while the grid starts below the fold', () => {
    expect(computeWindow({ ...base, scrollTop: -300 })).toEqual({
      startRow: 0,
      endRow: 3,
      lastVisibleRow: 1,
    });
  });

  it('keeps only the rows around the view deep in the list', () => {
    expect(computeWindow({ ...base, scrollTop: 10_000 })).toEqual({
      startRow: 48,
      endRow: 55,
      lastVisibleRow: 53,
    });
  });

  it('stops at the last row', () => {
    expect(computeWindow({ ...base, scrollTop: 19_900 })).toEqual({
      startRow: 97,
      endRow: 99,
      lastVisibleRow: 99,
    });
  });

  it('renders nothing for an empty grid', () => {
    expect(computeWindow({ ...base, rowCount: 0, scrollTop: 0 })).toEqual({
      startRow: 0,
      endRow: -1,
      lastVisibleRow: -1,
    });
  });

  it('bounds the DOM: never more rows than the view plus the overscan', () => {
    const window = computeWindow({ ...base, scrollTop: 5_123 });
    expect(window.endRow - window.startRow + 1).toBeLessThanOrEqual(600 / 200 + 1 + 2 * 2);
  });
});

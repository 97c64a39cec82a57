import { describe, expect, it, vi } from 'vitest';
import { measureOffsets, observeOffsets, sportsbookOffsets } from './offsets';

/** A ResizeObserver the test drives: `resize()` runs every live observer's callback. */
function fakeResizeObservers() {
  const live = new Set<FakeResizeObserver>();
  class FakeResizeObserver {
    observed: Element[] = [];
    readonly callback: ResizeObserverCallback;
    constructor(callback: ResizeObserverCallback) {
      this.callback = callback;
      live.add(this);
    }
    observe(element: Element) {
      this.observed.push(element);
    }
    disconnect() {
      live.delete(this);
    }
    fire() {
      this.callback([], this as unknown as ResizeObserver);
    }
  }
  return {
    FakeResizeObserver,
    live,
    resize: () => {
      for (const observer of live) observer.fire();
    },
  };
}

function shell() {
  const header = document.createElement('header');
  const bottomNav = document.createElement('nav');
  const safeAreaProbe = document.createElement('div');
  const heights = new Map<Element, number>([
    [header, 64],
    [bottomNav, 57],
    [safeAreaProbe, 0],
  ]);
  return {
    elements: { header, bottomNav, safeAreaProbe },
    heights,
    measure: (element: Element) => heights.get(element) ?? 0,
  };
}

describe('sportsbook offsets', () => {
  it('keep the bet slip and sticky headers below the header and above the bottom bar', () => {
    expect(sportsbookOffsets({ headerHeight: 64, bottomNavHeight: 57, safeAreaBottom: 0 })).toEqual(
      {
        betSlipOffsetTop: 64,
        stickyTop: 64,
        betSlipOffsetBottom: 57,
      },
    );
  });

  it('clear the safe area where the bottom bar is hidden, and round up to whole pixels', () => {
    expect(
      sportsbookOffsets({ headerHeight: 64.4, bottomNavHeight: 0, safeAreaBottom: 33.2 }),
    ).toEqual({ betSlipOffsetTop: 65, stickyTop: 65, betSlipOffsetBottom: 34 });
  });

  it('never hand the widget a negative or non-finite offset', () => {
    expect(
      sportsbookOffsets({
        headerHeight: Number.NaN,
        bottomNavHeight: -3,
        safeAreaBottom: Infinity,
      }),
    ).toEqual({ betSlipOffsetTop: 0, stickyTop: 0, betSlipOffsetBottom: 0 });
  });

  it('measure a missing element as 0', () => {
    const { measure } = shell();
    expect(measureOffsets({ header: null, bottomNav: null }, measure)).toEqual({
      betSlipOffsetTop: 0,
      stickyTop: 0,
      betSlipOffsetBottom: 0,
    });
  });
});

describe('observing the shell', () => {
  it('reports new offsets only when a height really changed', () => {
    const { elements, heights, measure } = shell();
    const resizeObservers = fakeResizeObservers();
    const onChange = vi.fn();
    observeOffsets(elements, onChange, {
      ResizeObserver: resizeObservers.FakeResizeObserver,
      measure,
    });

    // The first observation (a browser sends one on observe) changes nothing.
    resizeObservers.resize();
    expect(onChange).not.toHaveBeenCalled();

    heights.set(elements.header, 104);
    resizeObservers.resize();
    resizeObservers.resize();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({
      betSlipOffsetTop: 104,
      stickyTop: 104,
      betSlipOffsetBottom: 57,
    });

    // The lg breakpoint hides the bottom bar.
    heights.set(elements.bottomNav, 0);
    resizeObservers.resize();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith({
      betSlipOffsetTop: 104,
      stickyTop: 104,
      betSlipOffsetBottom: 0,
    });
  });

  it('observes every element it was given, and stops when told', () => {
    const { elements, heights, measure } = shell();
    const resizeObservers = fakeResizeObservers();
    const onChange = vi.fn();
    const stop = observeOffsets(elements, onChange, {
      ResizeObserver: resizeObservers.FakeResizeObserver,
      measure,
    });
    const [observer] = resizeObservers.live;
    expect(observer?.observed).toEqual([
      elements.header,
      elements.bottomNav,
      elements.safeAreaProbe,
    ]);

    stop();
    heights.set(elements.header, 10);
    resizeObservers.resize();
    expect(resizeObservers.live.size).toBe(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the first measurement where ResizeObserver does not exist', () => {
    const { elements, measure } = shell();
    vi.stubGlobal('ResizeObserver', undefined);
    try {
      expect(() => observeOffsets(elements, vi.fn(), { measure })()).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

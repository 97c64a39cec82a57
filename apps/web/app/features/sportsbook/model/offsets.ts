// The widget's bet slip and sticky headers must clear our sticky header and, on small screens, the
// fixed bottom navigation (which pads itself by the safe area). Betby takes these as pixel
// options (`betSlipOffsetTop`, `betSlipOffsetBottom`, `stickyTop`) at `initialize` and through
// `updateOptions`, so they follow the elements as they resize (a banner, the lg breakpoint
// hiding the bottom bar, the keyboard).

export interface SportsbookOffsets {
  betSlipOffsetTop: number;
  betSlipOffsetBottom: number;
  stickyTop: number;
}

export interface ShellMeasurements {
  headerHeight: number;
  /** 0 where the bottom navigation is hidden (wide screens). Includes its safe-area padding. */
  bottomNavHeight: number;
  /** `env(safe-area-inset-bottom)`: the bet slip clears the home indicator even without the bar. */
  safeAreaBottom: number;
}

function pixels(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : 0;
}

export function sportsbookOffsets(shell: ShellMeasurements): SportsbookOffsets {
  const top = pixels(shell.headerHeight);
  return {
    betSlipOffsetTop: top,
    stickyTop: top,
    betSlipOffsetBottom: Math.max(pixels(shell.bottomNavHeight), pixels(shell.safeAreaBottom)),
  };
}

export function sameOffsets(a: SportsbookOffsets, b: SportsbookOffsets): boolean {
  return (
    a.betSlipOffsetTop === b.betSlipOffsetTop &&
    a.betSlipOffsetBottom === b.betSlipOffsetBottom &&
    a.stickyTop === b.stickyTop
  );
}

/** The shell's elements the offsets come from; a missing one measures 0. */
export interface ShellElements {
  header: Element | null;
  bottomNav: Element | null;
  /** An invisible fixed element whose height is `env(safe-area-inset-bottom)`. */
  safeAreaProbe?: Element | null;
}

/** An element's rendered height; 0 when it is not displayed (`lg:hidden`). */
export function borderBoxHeight(element: Element): number {
  return element.getBoundingClientRect().height;
}

export function measureOffsets(
  elements: ShellElements,
  measure: (element: Element) => number = borderBoxHeight,
): SportsbookOffsets {
  const height = (element: Element | null | undefined) => (element ? measure(element) : 0);
  return sportsbookOffsets({
    headerHeight: height(elements.header),
    bottomNavHeight: height(elements.bottomNav),
    safeAreaBottom: height(elements.safeAreaProbe),
  });
}

type ResizeObserverConstructor = new (
  callback: ResizeObserverCallback,
) => Pick<ResizeObserver, 'observe' | 'disconnect'>;

/**
 * Calls `onChange` whenever the offsets differ from the last ones seen (first: those measured
 * now, which the caller passes to `initialize`). Returns the function that stops observing.
 * Without ResizeObserver (old browsers, the server) the first measurement simply stays.
 */
export function observeOffsets(
  elements: ShellElements,
  onChange: (offsets: SportsbookOffsets) => void,
  options: {
    ResizeObserver?: ResizeObserverConstructor | undefined;
    measure?: (element: Element) => number;
  } = {},
): () => void {
  const Observer =
    options.ResizeObserver ?? (typeof ResizeObserver === 'undefined' ? undefined : ResizeObserver);
  const measure = options.measure ?? borderBoxHeight;
  if (!Observer) return () => {};
  let last = measureOffsets(elements, measure);
  const observer = new Observer(() => {
    const next = measureOffsets(elements, measure);
    if (sameOffsets(next, last)) return;
    last = next;
    onChange(next);
  });
  for (const element of [elements.header, elements.bottomNav, elements.safeAreaProbe]) {
    if (element) observer.observe(element);
  }
  return () => observer.disconnect();
}

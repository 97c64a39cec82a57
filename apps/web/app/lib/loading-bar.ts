// §9 "Layout", loading indicator: throttle 200 ms, duration 2000 ms, hide delay 500 ms, reset
// delay 400 ms, height 3 px. Pure state machine with injected timers; a component renders it.
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
  /** How often the progress creeps while a navigation is running. */
  tickMs: 100,
  /** Progress never reaches 100 on its own: only a finished navigation completes the bar. */
  creepLimit: 90,
} as const;

export const LOADING_BAR_HEIGHT_PX = LOADING_BAR.heightPx;

export interface LoadingBarState {
  visible: boolean;
  /** 0 to 100. */
  progress: number;
}

export interface LoadingBarClock<Handle> {
  setTimeout: (callback: () => void, ms: number) => Handle;
  clearTimeout: (handle: Handle) => void;
  now: () => number;
}

/** The real timers, for the app; tests inject fake ones. */
export const browserClock: LoadingBarClock<ReturnType<typeof globalThis.setTimeout>> = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
  now: () => Date.now(),
};

export interface LoadingBar {
  /** A navigation began. Nothing shows unless it is still running after the throttle. */
  start(): void;
  /** The navigation settled (loaded, failed or was cancelled). */
  finish(): void;
  getState(): LoadingBarState;
  /** For `useSyncExternalStore`: returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Cancels every pending timer, e.g. when the layout unmounts. */
  dispose(): void;
}

/** Eases out: fast at first, slowing down as it approaches the creep limit at `durationMs`. */
export function creepProgress(elapsedMs: number): number {
  const fraction = Math.min(1, Math.max(0, elapsedMs / LOADING_BAR.durationMs));
  return LOADING_BAR.creepLimit * (1 - (1 - fraction) ** 3);
}

type Phase = 'idle' | 'throttled' | 'running' | 'completing' | 'resetting';

export function createLoadingBar<Handle>(
  options: LoadingBarClock<Handle> & { onChange?: (state: LoadingBarState) => void },
): LoadingBar {
  const { setTimeout, clearTimeout, now, onChange } = options;
  const listeners = new Set<() => void>();
  let state: LoadingBarState = { visible: false, progress: 0 };
  let phase: Phase = 'idle';
  let timer: Handle | null = null;
  let shownAt = 0;

  function update(next: LoadingBarState) {
    if (next.visible === state.visible && next.progress === state.progress) return;
    state = next;
    onChange?.(state);
    for (const listener of listeners) listener();
  }

  function schedule(callback: () => void, ms: number) {
    cancel();
    timer = setTimeout(() => {
      timer = null;
      callback();
    }, ms);
  }

  function cancel() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function creep() {
    const progress = creepProgress(now() - shownAt);
    update({ visible: true, progress });
    if (progress < LOADING_BAR.creepLimit) schedule(creep, LOADING_BAR.tickMs);
  }

  function show() {
    phase = 'running';
    shownAt = now();
    update({ visible: true, progress: 0 });
    schedule(creep, LOADING_BAR.tickMs);
  }

  return {
    start() {
      switch (phase) {
        case 'throttled':
        case 'running':
          return;
        case 'completing':
          // A new navigation while the full bar is still on screen: keep it and start over.
          show();
          return;
        case 'idle':
        case 'resetting':
          phase = 'throttled';
          update({ visible: false, progress: 0 });
          schedule(show, LOADING_BAR.throttleMs);
      }
    },
    finish() {
      switch (phase) {
        case 'throttled':
          // Faster than the throttle: the bar never appeared.
          cancel();
          phase = 'idle';
          return;
        case 'running':
          phase = 'completing';
          update({ visible: true, progress: 100 });
          schedule(() => {
            phase = 'resetting';
            update({ visible: false, progress: 100 });
            schedule(() => {
              phase = 'idle';
              update({ visible: false, progress: 0 });
            }, LOADING_BAR.resetDelayMs);
          }, LOADING_BAR.hideDelayMs);
          return;
        case 'idle':
        case 'completing':
        case 'resetting':
          return;
      }
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      cancel();
      phase = 'idle';
      listeners.clear();
    },
  };
}

// §4 "App update notice", §9 "Update and service worker": when the notice is shown. Pure state
// plus a small store that wakes itself when a dismissal runs out.

/** §9: 'Depois' or close hides the notice for 120 000 ms, then it returns. */
export const UPDATE_NOTICE_DISMISS_MS = 120_000;

export interface UpdateNoticeState {
  /** A new version is waiting (a waiting worker, or /version.json names another build). */
  pending: boolean;
  /** Until when the player put the notice off; null when not dismissed. */
  dismissedUntil: number | null;
  /** 'Atualizar agora' was pressed: the button says 'Atualizando...'. */
  applying: boolean;
}

export const NO_UPDATE: UpdateNoticeState = {
  pending: false,
  dismissedUntil: null,
  applying: false,
};

export function updateFound(state: UpdateNoticeState): UpdateNoticeState {
  return state.pending ? state : { ...state, pending: true };
}

/** §4: when no update is available the dismissal resets. */
export function updateGone(): UpdateNoticeState {
  return NO_UPDATE;
}

export function dismissed(state: UpdateNoticeState, now: number): UpdateNoticeState {
  return { ...state, dismissedUntil: now + UPDATE_NOTICE_DISMISS_MS };
}

export function applying(state: UpdateNoticeState): UpdateNoticeState {
  return { ...state, applying: true };
}

export function noticeVisible(state: UpdateNoticeState, now: number): boolean {
  return state.pending && (state.dismissedUntil === null || now >= state.dismissedUntil);
}

export interface Clock {
  now(): number;
  setTimeout(task: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(handle: ReturnType<typeof setTimeout>): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (task, ms) => globalThis.setTimeout(task, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

export type UpdateNoticeStore = ReturnType<typeof createUpdateNoticeStore>;

/**
 * The notice's state for React (`useSyncExternalStore`): `visible` is recomputed whenever the
 * state changes and when a dismissal ends, so the notice returns by itself.
 */
export function createUpdateNoticeStore(clock: Clock = realClock) {
  let state = NO_UPDATE;
  let snapshot = { ...state, visible: false };
  let wake: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  function publish() {
    const now = clock.now();
    snapshot = { ...state, visible: noticeVisible(state, now) };
    if (wake !== null) clock.clearTimeout(wake);
    wake = null;
    if (state.pending && state.dismissedUntil !== null && state.dismissedUntil > now) {
      wake = clock.setTimeout(publish, state.dismissedUntil - now);
    }
    for (const listener of listeners) listener();
  }

  function update(change: (current: UpdateNoticeState) => UpdateNoticeState) {
    const next = change(state);
    if (next === state) return;
    state = next;
    publish();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    found: () => update(updateFound),
    gone: () => update(updateGone),
    dismiss: () => update((current) => dismissed(current, clock.now())),
    apply: () => update(applying),
    stop() {
      if (wake !== null) clock.clearTimeout(wake);
      wake = null;
    },
  };
}

import { createStore } from 'zustand/vanilla';

/**
 * Who asks for an overlay, in the order they are served (one overlay stack,
 * docs/product/tenant-and-shell.md "§2 Overlays and panels"): the 18+ question first, blocking
 * everything until answered; then a dialog the player asked for (by the URL — /login, /register,
 * /recover-pass — or by a tap); then prompts the product offers by itself (registration prompt,
 * last game played, and later push, install, notifications, rewards), which never interrupt a
 * dialog the player opened.
 */
export const OVERLAY_PRIORITY = { gate: 0, asked: 1, prompt: 2 } as const;
export type OverlayPriority = keyof typeof OVERLAY_PRIORITY;

export interface OverlayRequest {
  id: string;
  priority: OverlayPriority;
  /** Arrival order: among equals, the first to ask is shown first and the rest wait in line. */
  seq: number;
}

/** What a dialog was opened with (the sign-in's mode, where to go after it): a few named words. */
export type OverlayOptions = Readonly<Record<string, string>>;

export interface OverlayStackState {
  requests: readonly OverlayRequest[];
  /** The one modal overlay shown now, or null when none is asked for. */
  active: string | null;
  /** Asks for a turn (again: updates the priority, keeps the place in line). */
  request(id: string, priority: OverlayPriority): void;
  /** Gives up the turn or the place in line: the next one waiting is shown. */
  release(id: string): void;
  /**
   * The dialogs a player opened from elsewhere in the page (the deposit, from the header, the
   * home, the wallet or the sportsbook; the sign-in, from any player's action): the stack owns
   * whether each is open, and what it was opened with, as it owns its turn.
   */
  opened: Readonly<Record<string, OverlayOptions>>;
  /** Opens a dialog with its options; one already open stays as it is. Returns whether it opened. */
  open(id: string, options?: OverlayOptions): boolean;
  /** Changes an open dialog's options (a closed one stays closed). */
  update(id: string, options: OverlayOptions): void;
  close(id: string): void;
}

export type OverlayStack = ReturnType<typeof createOverlayStack>;

/** At most one modal at a time: the best priority, then the earliest request. */
export function nextOverlay(requests: readonly OverlayRequest[]): string | null {
  let best: OverlayRequest | null = null;
  for (const candidate of requests) {
    if (
      best === null ||
      OVERLAY_PRIORITY[candidate.priority] < OVERLAY_PRIORITY[best.priority] ||
      (candidate.priority === best.priority && candidate.seq < best.seq)
    ) {
      best = candidate;
    }
  }
  return best?.id ?? null;
}

/** One stack per app instance (the browser's, or each test's): never shared across requests. */
export function createOverlayStack() {
  let seq = 0;
  return createStore<OverlayStackState>()((set, get) => ({
    requests: [],
    active: null,
    opened: {},
    open: (id, options = {}) => {
      if (Object.hasOwn(get().opened, id)) return false;
      set((state) => ({ opened: { ...state.opened, [id]: options } }));
      return true;
    },
    update: (id, options) =>
      set((state) => {
        const current = state.opened[id];
        return current ? { opened: { ...state.opened, [id]: { ...current, ...options } } } : state;
      }),
    close: (id) =>
      set((state) => {
        if (!Object.hasOwn(state.opened, id)) return state;
        return {
          opened: Object.fromEntries(Object.entries(state.opened).filter(([key]) => key !== id)),
        };
      }),
    request: (id, priority) =>
      set((state) => {
        const existing = state.requests.find((entry) => entry.id === id);
        if (existing?.priority === priority) return state;
        const requests = existing
          ? state.requests.map((entry) => (entry.id === id ? { ...entry, priority } : entry))
          : [...state.requests, { id, priority, seq: seq++ }];
        return { requests, active: nextOverlay(requests) };
      }),
    release: (id) =>
      set((state) => {
        if (!state.requests.some((entry) => entry.id === id)) return state;
        const requests = state.requests.filter((entry) => entry.id !== id);
        return { requests, active: nextOverlay(requests) };
      }),
  }));
}

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
   * home, the wallet or the sportsbook): the stack owns whether each is open, as it owns its turn.
   */
  opened: readonly string[];
  open(id: string): void;
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
  return createStore<OverlayStackState>()((set) => ({
    requests: [],
    active: null,
    opened: [],
    open: (id) =>
      set((state) => (state.opened.includes(id) ? state : { opened: [...state.opened, id] })),
    close: (id) =>
      set((state) =>
        state.opened.includes(id)
          ? { opened: state.opened.filter((entry) => entry !== id) }
          : state,
      ),
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

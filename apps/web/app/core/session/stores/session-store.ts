import { createStore } from 'zustand/vanilla';

// Client state of the session: the credential and where the start-up check stands. The user
// itself is server data and lives in the query cache (`sessionKeys.me`); the login modal's opening
// is the overlay stack's (`useAuthModal`, docs/decisions/009).

export type SessionStatus = 'guest' | 'restoring' | 'signed-in';

export interface SelfExclusionPeriod {
  start_at: string;
  /** Null: indefinite. */
  end_at: string | null;
}

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  /** §4: the start-up check has run (or was not needed). */
  checked: boolean;
  /** Set when a login was refused because the player is self-excluded. */
  selfExclusion: SelfExclusionPeriod | null;
  signedIn(token: string): void;
  restoring(token: string): void;
  becameGuest(): void;
  markChecked(): void;
  refusedSelfExcluded(period: SelfExclusionPeriod): void;
  dismissSelfExclusion(): void;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** One store per app instance (per server render, one in the browser): never shared across requests. */
export function createSessionStore(initial: { signedIn: boolean }) {
  return createStore<SessionState>()((set) => ({
    status: initial.signedIn ? 'restoring' : 'guest',
    token: null,
    checked: false,
    selfExclusion: null,
    signedIn: (token) => set({ status: 'signed-in', token, checked: true, selfExclusion: null }),
    restoring: (token) => set({ status: 'restoring', token }),
    becameGuest: () => set({ status: 'guest', token: null, checked: true }),
    markChecked: () => set({ checked: true }),
    refusedSelfExcluded: (period) =>
      set({ status: 'guest', token: null, checked: true, selfExclusion: period }),
    dismissSelfExclusion: () => set({ selfExclusion: null }),
  }));
}

import { createStore } from 'zustand/vanilla';

// Client state of the session: the credential and where the start-up check stands. The user
// itself is server data and lives in the query cache (`sessionKeys.me`).

export type SessionStatus = 'guest' | 'restoring' | 'signed-in';

export interface SelfExclusionPeriod {
  start_at: string;
  end_at: string;
}

export type AuthModalMode = 'login' | 'register' | 'recovery';

/**
 * Who opened the login modal: the player (a button, or the URL they followed) or the product's own
 * registration prompt — which decides its place in the overlay stack.
 */
export type AuthModalSource = 'asked' | 'prompt';

export interface AuthModalState {
  open: boolean;
  mode: AuthModalMode;
  source: AuthModalSource;
  /** Where to go after signing in (an auth-gated route the guest asked for). */
  redirectTo: string | null;
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
  authModal: AuthModalState;
  /** §4: opens only when nobody is signed in and it is not already open. Returns whether it did. */
  openAuthModal(mode: AuthModalMode, redirectTo?: string | null, source?: AuthModalSource): boolean;
  switchAuthModal(mode: AuthModalMode): void;
  /**
   * §4 "Deposit modal" / §6: a deposit action goes on for a signed-in player (the caller opens the
   * deposit dialog through the overlay stack: `useDepositRequest`) and sends a guest to register
   * instead. Returns whether the caller goes on.
   */
  requestDeposit(): boolean;
  closeAuthModal(): void;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** One store per app instance (per server render, one in the browser): never shared across requests. */
export function createSessionStore(initial: { signedIn: boolean }) {
  return createStore<SessionState>()((set, get) => ({
    status: initial.signedIn ? 'restoring' : 'guest',
    token: null,
    checked: false,
    selfExclusion: null,
    signedIn: (token) =>
      set((state) => ({
        status: 'signed-in',
        token,
        checked: true,
        selfExclusion: null,
        authModal: { ...state.authModal, open: false },
      })),
    restoring: (token) => set({ status: 'restoring', token }),
    becameGuest: () => set({ status: 'guest', token: null, checked: true }),
    markChecked: () => set({ checked: true }),
    // The login modal gives way to the notice that says why the sign-in was refused.
    refusedSelfExcluded: (period) =>
      set((state) => ({
        status: 'guest',
        token: null,
        checked: true,
        selfExclusion: period,
        authModal: { ...state.authModal, open: false, redirectTo: null },
      })),
    dismissSelfExclusion: () => set({ selfExclusion: null }),
    authModal: { open: false, mode: 'login', source: 'asked', redirectTo: null },
    openAuthModal: (mode, redirectTo = null, source = 'asked') => {
      const { status, authModal } = get();
      if (status === 'signed-in' || authModal.open) return false;
      set({ authModal: { open: true, mode, source, redirectTo } });
      return true;
    },
    requestDeposit: () => {
      // A player whose session is still being restored is a player: the cookie named them.
      if (get().status !== 'guest') return true;
      get().openAuthModal('register');
      return false;
    },
    switchAuthModal: (mode) => set((state) => ({ authModal: { ...state.authModal, mode } })),
    closeAuthModal: () =>
      set((state) => ({ authModal: { ...state.authModal, open: false, redirectTo: null } })),
  }));
}

import type { OverlayOptions } from '~/components/overlays/overlay-stack';

/** The login modal's id in the overlay stack: the accounts feature's host renders it. */
export const AUTH_OVERLAY = 'auth-modal';

const AUTH_MODAL_MODES = ['login', 'register', 'recovery'] as const;
export type AuthModalMode = (typeof AUTH_MODAL_MODES)[number];

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

const isMode = (value: string | undefined): value is AuthModalMode =>
  AUTH_MODAL_MODES.some((mode) => mode === value);

/** The login modal as the overlay stack holds it (closed when the stack holds nothing). */
export function authModalState(options: OverlayOptions | null | undefined): AuthModalState {
  return {
    open: options != null,
    mode: isMode(options?.mode) ? options.mode : 'login',
    source: options?.source === 'prompt' ? 'prompt' : 'asked',
    redirectTo: options?.redirectTo ?? null,
  };
}

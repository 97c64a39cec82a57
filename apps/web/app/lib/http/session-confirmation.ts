// Portaria SPA/MF 722/2024 (docs/design/responsible-gaming.md "Session activity"): after the
// tenant's idle minutes a money call answers `session.idle`. The HTTP client asks here for the
// password; the app layer's dialog, loaded after the first paint, registers itself as the asker.

/** Shows the password dialog; resolves true once the session is confirmed, false if cancelled. */
export type SessionConfirmer = () => Promise<boolean>;

let confirmer: SessionConfirmer | null = null;
let pending: Promise<boolean> | null = null;

/** Registers the dialog that asks for the password; returns its unregistration. */
export function registerSessionConfirmer(next: SessionConfirmer): () => void {
  confirmer = next;
  return () => {
    if (confirmer === next) confirmer = null;
  };
}

/**
 * Asks the player for their password once, however many calls were refused together: they all
 * wait for the same answer. Without a dialog registered (on the server, before it loads) the call
 * fails as answered.
 */
export function confirmSession(): Promise<boolean> {
  if (!confirmer) return Promise.resolve(false);
  pending ??= confirmer().finally(() => {
    pending = null;
  });
  return pending;
}

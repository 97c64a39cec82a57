// The browser's offer to install the app (Chromium's `beforeinstallprompt`), held from the moment
// it is made — before React hydrates, from the client entry — until the player answers it. Kept
// small: it is part of every page's first-load script.

/** Chromium's install offer; `prompt()` may be called once. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser's offer, while it stands and is unused. */
  offer: InstallPromptEvent | null;
  /** Running as the installed app (standalone), or installed from this page. */
  installed: boolean;
}

const SERVER_STATE: InstallState = { offer: null, installed: false };
let state: InstallState = SERVER_STATE;
const listeners = new Set<() => void>();

function update(next: Partial<InstallState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function runningStandalone(win: Window): boolean {
  // Safari on iOS says so on navigator; the others through the display mode.
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone;
  return iosStandalone === true || win.matchMedia('(display-mode: standalone)').matches;
}

/** Starts listening for the browser's offer and for the installation; call once, early. */
export function captureInstallPrompt(win: Window = window): void {
  state = { offer: null, installed: runningStandalone(win) };
  win.addEventListener('beforeinstallprompt', (event) => {
    // Our own offer replaces the browser's mini-infobar.
    event.preventDefault();
    update({ offer: event as InstallPromptEvent });
  });
  win.addEventListener('appinstalled', () => update({ offer: null, installed: true }));
  win.matchMedia('(display-mode: standalone)').addEventListener('change', (query) => {
    if (query.matches) update({ installed: true });
  });
}

export function subscribeInstallState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const installState = (): InstallState => state;
export const serverInstallState = (): InstallState => SERVER_STATE;

/**
 * Shows the browser's install dialog. The offer is used up either way; resolves with the player's
 * answer, or null when there was no offer to show.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | null> {
  const { offer } = state;
  if (!offer) return null;
  update({ offer: null });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') update({ installed: true });
  return outcome;
}

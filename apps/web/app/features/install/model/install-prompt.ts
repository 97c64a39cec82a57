import type { HeldInstallOffer } from './held-install-offer';

// The browser's offer to install the app (Chromium's `beforeinstallprompt`), as the install
// feature sees it: taken over from what the client entry held (./held-install-offer), then
// followed here until the player answers it.

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

/** The part of `window` the feature uses. */
export interface InstallPromptWindow {
  addEventListener(type: string, listener: (event: Event) => void): void;
  matchMedia(query: string): Pick<MediaQueryList, 'matches' | 'addEventListener'>;
  /** Safari on iOS says `standalone` here; the other browsers through the display mode. */
  navigator: Pick<Navigator, 'userAgent'> & { standalone?: boolean };
  heldInstallOffer?: HeldInstallOffer;
}

const SERVER_STATE: InstallState = { offer: null, installed: false };
let state: InstallState = SERVER_STATE;
let following: InstallPromptWindow | null = null;
const listeners = new Set<() => void>();

function update(next: Partial<InstallState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function isInstallPrompt(event: Event | null | undefined): event is InstallPromptEvent {
  return !!event && 'prompt' in event && typeof event.prompt === 'function';
}

/**
 * Takes over the offer the entry held and follows the browser from now on. Runs once per window
 * (the first time the feature is used); a new window (a test's) starts afresh.
 */
export function followInstallPrompt(win: InstallPromptWindow = window): void {
  if (following === win) return;
  following = win;
  const held = win.heldInstallOffer;
  const standalone = win.matchMedia('(display-mode: standalone)');
  state = {
    offer: isInstallPrompt(held?.event) ? held.event : null,
    installed: held?.installed === true || win.navigator.standalone === true || standalone.matches,
  };
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    if (isInstallPrompt(event)) update({ offer: event });
  });
  win.addEventListener('appinstalled', () => update({ offer: null, installed: true }));
  standalone.addEventListener('change', (query) => {
    if (query.matches) update({ installed: true });
  });
}

export function subscribeInstallState(listener: () => void): () => void {
  if (typeof window !== 'undefined') followInstallPrompt();
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
  const held = following?.heldInstallOffer;
  if (held) held.event = null;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') update({ installed: true });
  return outcome;
}

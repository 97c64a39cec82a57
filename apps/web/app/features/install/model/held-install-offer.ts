// Imported by the client entry alone, so it stays inside the entry chunk (a few dozen bytes): the
// browser may offer the app's installation (`beforeinstallprompt`) before React hydrates, and long
// before the install feature's code loads when the page is idle. The offer is kept on `window`
// until that code (./install-prompt) takes it over; an installation marks the document, so CSS
// hides every install offer at once (the `installed:` variant in app.css).

/** What the entry keeps for the install feature. */
export interface HeldInstallOffer {
  event: Event | null;
  installed: boolean;
}

declare global {
  interface Window {
    heldInstallOffer?: HeldInstallOffer;
  }
}

/** The attribute on `<html>` once the app was installed from this page. */
export const INSTALLED_ATTRIBUTE = 'data-app-installed';

/** The part of `window` the entry's holder uses. */
export type InstallOfferHolder = Pick<Window, 'addEventListener' | 'document'> & {
  heldInstallOffer?: HeldInstallOffer;
};

export function holdInstallOffer(win: InstallOfferHolder = window): void {
  const held: HeldInstallOffer = { event: null, installed: false };
  win.heldInstallOffer = held;
  win.addEventListener('beforeinstallprompt', (event) => {
    // Our own offer replaces the browser's mini-infobar.
    event.preventDefault();
    held.event = event;
  });
  win.addEventListener('appinstalled', () => {
    held.event = null;
    held.installed = true;
    win.document.documentElement.setAttribute(INSTALLED_ATTRIBUTE, '');
  });
}

// The browser may offer the app's installation (`beforeinstallprompt`) as soon as it has read the
// manifest: before the module scripts run, long before the install feature's code loads when the
// page is idle. So the document holds the offer from its head, in a classic inline script (with
// the nonce; the root layout renders it), until that code (./install-prompt) takes it over. An
// installation marks the document, so CSS hides every install offer at once (`installed:` in
// app.css).

/** What the document holds for the install feature, on `window.heldInstallOffer`. */
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

/** The inline script's text: it names `window` and `document` only. */
export const HOLD_INSTALL_OFFER_SCRIPT = `(function(){var h={event:null,installed:false};window.heldInstallOffer=h;window.addEventListener('beforeinstallprompt',function(e){e.preventDefault();h.event=e});window.addEventListener('appinstalled',function(){h.event=null;h.installed=true;document.documentElement.setAttribute('${INSTALLED_ATTRIBUTE}','')})})();`;

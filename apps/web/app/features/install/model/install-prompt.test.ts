import { describe, expect, it, vi } from 'vitest';
import { HOLD_INSTALL_OFFER_SCRIPT } from './held-install-offer';
import { followInstallPrompt, installState, promptInstall } from './install-prompt';

/** A window of its own: events, a display mode and Safari's `navigator.standalone`. */
function fakeWindow({ standalone = false, iosStandalone = false } = {}) {
  const win = Object.assign(new EventTarget(), {
    document: document.implementation.createHTMLDocument(),
    navigator: { userAgent: 'test', standalone: iosStandalone },
    matchMedia: () => Object.assign(new EventTarget(), { matches: standalone }),
  });
  return win;
}

/** Runs the document's inline script against `win`. */
function holdInstallOffer(win: ReturnType<typeof fakeWindow>) {
  new Function('window', 'document', HOLD_INSTALL_OFFER_SCRIPT)(win, win.document);
}

function offerEvent(outcome: 'accepted' | 'dismissed') {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
}

describe("the browser's install offer", () => {
  it('is held by the document before the feature loads, and taken over from there', () => {
    const win = fakeWindow();
    holdInstallOffer(win);
    const offer = offerEvent('dismissed');
    win.dispatchEvent(offer);
    // The browser's own mini-infobar gives way to our offer.
    expect(offer.defaultPrevented).toBe(true);

    followInstallPrompt(win);
    expect(installState()).toEqual({ offer, installed: false });
  });

  it('is used once: prompted, it is gone, and an acceptance means installed', async () => {
    const win = fakeWindow();
    followInstallPrompt(win);
    const offer = offerEvent('accepted');
    win.dispatchEvent(offer);
    expect(installState().offer).toBe(offer);

    await expect(promptInstall()).resolves.toBe('accepted');
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(installState()).toEqual({ offer: null, installed: true });
    await expect(promptInstall()).resolves.toBeNull();
  });

  it('knows the installed app by its display mode, or by Safari saying so', () => {
    followInstallPrompt(fakeWindow({ standalone: true }));
    expect(installState().installed).toBe(true);
    followInstallPrompt(fakeWindow({ iosStandalone: true }));
    expect(installState().installed).toBe(true);
    followInstallPrompt(fakeWindow());
    expect(installState().installed).toBe(false);
  });

  it('marks the document once installed from the page, for CSS to hide the offers', () => {
    const win = fakeWindow();
    holdInstallOffer(win);
    win.dispatchEvent(new Event('appinstalled'));
    expect(win.document.documentElement.hasAttribute('data-app-installed')).toBe(true);
    followInstallPrompt(win);
    expect(installState().installed).toBe(true);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { hideInstallOffer, installOfferHidden, shouldOfferInstall } from './install-offer';

const offerable = { browserOffers: true, installed: false, hidden: false, pageViews: 2 };

describe('the app install offer', () => {
  afterEach(() => localStorage.clear());

  it('is made from the second page on, when the browser can install the app', () => {
    expect(shouldOfferInstall(offerable)).toBe(true);
    expect(shouldOfferInstall({ ...offerable, pageViews: 5 })).toBe(true);
  });

  it('is never made on the first page a visitor sees', () => {
    expect(shouldOfferInstall({ ...offerable, pageViews: 1 })).toBe(false);
  });

  it('is not made without the browser offer, inside the installed app, or once turned down', () => {
    expect(shouldOfferInstall({ ...offerable, browserOffers: false })).toBe(false);
    expect(shouldOfferInstall({ ...offerable, installed: true })).toBe(false);
    expect(shouldOfferInstall({ ...offerable, hidden: true })).toBe(false);
  });

  it('remembers a refusal in the PWA hide-install flag', () => {
    expect(installOfferHidden()).toBe(false);
    hideInstallOffer();
    expect(localStorage.getItem('vite-pwa:hide-install')).toBe('true');
    expect(installOfferHidden()).toBe(true);
  });

  it('reads a flag that is not true as not set', () => {
    localStorage.setItem('vite-pwa:hide-install', 'false');
    expect(installOfferHidden()).toBe(false);
  });
});

import {
  readStored,
  STORAGE_KEYS,
  valueParser,
  writeStored,
  type StorageLike,
} from '~/lib/storage';

const flagParser = valueParser((value) => (value === true ? true : null));

/** §3 the PWA hide-install flag: the player turned the install offer down. */
export function installOfferHidden(storage?: StorageLike | null): boolean {
  return readStored(STORAGE_KEYS.pwaHideInstall, flagParser, storage) === true;
}

export function hideInstallOffer(storage?: StorageLike | null): void {
  writeStored(STORAGE_KEYS.pwaHideInstall, flagParser, true, storage);
}

export interface InstallOfferFacts {
  /** The browser has offered the installation (`beforeinstallprompt`) and it is unused. */
  browserOffers: boolean;
  /** Running as the installed app, or installed from this page. */
  installed: boolean;
  /** The hide-install flag is set. */
  hidden: boolean;
  /** Pages seen in this tab, the current one included. */
  pageViews: number;
}

/**
 * Whether the install modal is offered: only when the browser can install the app, to a visitor
 * who has not turned it down, never on the first page they see, and never inside the app itself.
 */
export function shouldOfferInstall(facts: InstallOfferFacts): boolean {
  return facts.browserOffers && !facts.installed && !facts.hidden && facts.pageViews >= 2;
}

// The two signals of a new version (issue 15): the service worker (a new one waits) and
// /version.json (it names another build than the page's). Browser glue around the pure models;
// loaded after the first paint with the rest of features/app-update.
import { Workbox } from 'workbox-window';
import type { UpdateNoticeStore } from './model/update-notice';
import {
  pageBuildId,
  startUpdateChecks,
  versionBuildId,
  workerScriptChanged,
  workerScriptTag,
} from './model/update-checks';

const WORKER_SCRIPT = '/sw.js';

/** §4: when applying fails (no new worker takes over in this time) the page is reloaded. */
export const APPLY_UPDATE_TIMEOUT_MS = 5_000;

export interface AppUpdateSignals {
  /** 'Atualizar agora': the waiting worker takes over and the page reloads into the new version. */
  apply(): void;
  /** Asks the worker whether a new version exists (§2 navigations call it too). */
  checkWorker(): void;
  stop(): void;
}

export function startAppUpdateSignals(notice: UpdateNoticeStore): AppUpdateSignals {
  const ownBuild = pageBuildId();
  const supported = 'serviceWorker' in navigator;
  const workbox = supported
    ? new Workbox(WORKER_SCRIPT, { scope: '/', updateViaCache: 'none' })
    : null;
  let registration: ServiceWorkerRegistration | undefined;
  let workerWaiting = false;
  let versionDiffers = false;
  let applying = false;
  let stopped = false;

  const reload = () => window.location.reload();
  const settle = () => {
    if (stopped) return;
    // Another tab may have applied the update since: the registration says what still waits.
    if (registration) workerWaiting = registration.waiting !== null;
    if (versionDiffers || workerWaiting) notice.found();
    else notice.gone();
  };

  workbox?.addEventListener('waiting', () => {
    workerWaiting = true;
    if (!stopped) notice.found();
  });
  const onControllerChange = () => {
    // Only the tab that asked reloads; another tab's update reaches this one at its next load.
    if (applying) reload();
  };
  if (supported) navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);

  const checkWorker = () => {
    if (!workbox || !registration) return;
    workbox.update().then(settle, () => undefined);
  };

  // §9's registration poll: a conditional request (no-cache: the HTTP cache revalidates, so an
  // unchanged script costs a 304), and an update asked for only when the script changed.
  let knownScript: string | null = null;
  const pollRegistration = async () => {
    if (!registration || registration.installing || !navigator.onLine) return;
    try {
      const seen = workerScriptTag(await fetch(WORKER_SCRIPT, { cache: 'no-cache' }));
      if (workerScriptChanged(knownScript, seen)) checkWorker();
      knownScript = seen ?? knownScript;
    } catch {
      // Offline or between deploys: the next poll asks again.
    }
  };

  const checkVersion = async () => {
    if (!ownBuild) return;
    try {
      const response = await fetch('/version.json', { cache: 'no-store' });
      if (!response.ok) return;
      const build = versionBuildId(await response.json());
      if (!build) return;
      versionDiffers = build !== ownBuild;
      // The second signal: the worker is asked at once rather than at its next check.
      if (versionDiffers) checkWorker();
      settle();
    } catch {
      // Offline or a server between deploys: the next poll asks again.
    }
  };

  workbox
    ?.register()
    .then((registered) => {
      registration = registered;
      settle();
    })
    .catch(() => undefined);
  void checkVersion();
  const stopChecks = startUpdateChecks({
    checkWorker,
    pollRegistration: () => void pollRegistration(),
    checkVersion: () => void checkVersion(),
  });

  return {
    apply() {
      applying = true;
      notice.apply();
      if (workbox && workerWaiting) {
        workbox.messageSkipWaiting();
        window.setTimeout(reload, APPLY_UPDATE_TIMEOUT_MS);
      } else {
        reload();
      }
    },
    checkWorker,
    stop() {
      stopped = true;
      stopChecks();
      notice.stop();
      if (supported) {
        navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
      }
    },
  };
}

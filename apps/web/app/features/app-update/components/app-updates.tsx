import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SITE_HEADER_ID } from '~/components/layout/site-header';
import { useOverlayTurn } from '~/components/overlays/overlay-stack-context';
import { useOnline } from '../hooks/use-online';
import { isChunkLoadError, reloadOnceForNewBuild } from '../model/chunk-reload';
import { refreshesWorker } from '../model/update-checks';
import { createUpdateNoticeStore } from '../model/update-notice';
import { type AppUpdateSignals, startAppUpdateSignals } from '../worker-registration';
import { UpdateNotice } from './update-notice';

/** A chunk of an older build that is gone after a deploy: one reload into the new version. */
function useReloadOnMissingChunk() {
  useEffect(() => {
    const recover = (reason: unknown, event: Event) => {
      // Offline, a missing chunk is the network's doing, not a deploy's.
      if (!isChunkLoadError(reason) || !navigator.onLine) return;
      if (
        reloadOnceForNewBuild(window.sessionStorage, () => window.location.reload(), Date.now())
      ) {
        event.preventDefault();
      }
    };
    // Vite's preload helper reports a failed import here before it rejects.
    const onPreloadError = (event: Event) =>
      recover('payload' in event ? event.payload : null, event);
    const onRejection = (event: PromiseRejectionEvent) => recover(event.reason, event);
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}

/**
 * Offline, a link of this site is followed as a page load: the service worker answers it with the
 * offline page, which remembers the link for the retry, instead of the page failing to load its data.
 */
function useOfflineLinksLoadThePage(online: boolean) {
  useEffect(() => {
    if (online) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) {
        return;
      }
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(url.href);
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [online]);
}

function OfflineBadge() {
  const { t } = useTranslation('common');
  const header = document.getElementById(SITE_HEADER_ID);
  if (!header) return null;
  // A strip along the header's lower edge (the header is sticky, so it stays in view): nothing in
  // the header moves, and at 360 px its actions keep their room.
  return createPortal(
    <span
      role="status"
      className="absolute inset-x-0 top-full flex items-center justify-center gap-1.5 border-b border-line bg-surface-raised py-1 text-xs font-semibold"
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-red-500" />
      {t('appUpdate.offline')}
    </span>,
    header,
  );
}

/**
 * Everything of the installable app that can wait for the first paint (issue 15): the service
 * worker's registration and update checks, the update notice, the offline state in the header
 * and the recovery from a deploy. Loaded lazily by the default layout.
 */
export default function AppUpdates() {
  const [notice] = useState(createUpdateNoticeStore);
  const state = useSyncExternalStore(notice.subscribe, notice.getSnapshot, notice.getSnapshot);
  const signals = useRef<AppUpdateSignals | null>(null);
  const online = useOnline();
  const { pathname } = useLocation();

  useEffect(() => {
    const started = startAppUpdateSignals(notice);
    signals.current = started;
    return () => {
      started.stop();
      signals.current = null;
    };
  }, [notice]);

  // §2 "Route behaviour": arriving at one of these sections asks the worker for an update.
  useEffect(() => {
    if (refreshesWorker(pathname)) signals.current?.checkWorker();
  }, [pathname]);

  useReloadOnMissingChunk();
  useOfflineLinksLoadThePage(online);

  const shown = useOverlayTurn('app-update', 'prompt', state.visible);
  return (
    <>
      {!online && <OfflineBadge />}
      {shown && (
        <UpdateNotice
          applying={state.applying}
          onApply={() => signals.current?.apply()}
          onLater={notice.dismiss}
        />
      )}
    </>
  );
}

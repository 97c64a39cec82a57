import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useOverlayTurn } from '~/components/overlays/overlay-stack-context';
import { prefetchWhenIdle } from '~/lib/device/device-store';
import { useInstallState } from '../hooks/use-install-state';
import { hideInstallOffer, installOfferHidden, shouldOfferInstall } from '../model/install-offer';
import { promptInstall } from '../model/install-prompt';

const loadInstallModal = () => import('./install-app-modal');
const InstallAppModal = lazy(loadInstallModal);

/**
 * Pages seen in this tab: the count goes up with every new path. This host mounts when the page is
 * idle, which on a slow phone can be after the player has followed a link: the router's first
 * location (key 'default') is the document's own page, any other means one was seen before.
 */
function usePageViews(): number {
  const { pathname, key } = useLocation();
  const [views, setViews] = useState(() => ({ pathname, count: key === 'default' ? 1 : 2 }));
  // Derived from the location while rendering (no effect): a new path is one more page seen.
  if (views.pathname !== pathname) setViews({ pathname, count: views.count + 1 });
  return views.count;
}

/**
 * §2 "Modals preloaded when idle: … app install" (this host itself loads when the first page is
 * idle): once the browser offers the installation, the modal's code loads when the page is idle
 * again (not on a slow connection, §9), and the modal is offered — as a prompt, behind the 18+
 * question and any dialog the player opened — from the second page on, unless turned down before.
 */
export default function InstallOffer({ site, iconUrl }: { site: string; iconUrl: string }) {
  const { offer, installed } = useInstallState();
  const pageViews = usePageViews();
  const [hiddenHere, setHiddenHere] = useState(false);
  const browserOffers = offer !== null;
  // The flag is only read once there is something to offer (never on the server).
  const hidden = hiddenHere || (browserOffers && installOfferHidden());
  const wanted = shouldOfferInstall({ browserOffers, installed, hidden, pageViews });
  const turn = useOverlayTurn('install-app', 'prompt', wanted);

  useEffect(() => {
    if (!browserOffers || installed || hidden) return;
    return prefetchWhenIdle(loadInstallModal);
  }, [browserOffers, installed, hidden]);

  const hide = () => {
    hideInstallOffer();
    setHiddenHere(true);
  };
  const install = () => {
    void promptInstall().then((outcome) => {
      if (outcome === 'dismissed') hide();
    });
  };

  if (!turn) return null;
  return (
    <Suspense fallback={null}>
      <InstallAppModal site={site} iconUrl={iconUrl} onInstall={install} onDismiss={hide} />
    </Suspense>
  );
}

import { useEffect } from 'react';
import { onIdle } from '~/lib/idle';
import {
  createLiveSupportWidget,
  type LiveSupportPlayer,
  type LiveSupportWidget,
} from '../model/jivo-widget';
import { useLiveSupportStore } from '../stores/live-support-store';

// One widget per page: JivoChat is a page-wide script with page-wide globals. The page's buttons
// (LiveSupportButton, the bottom bar's) open it through the store.
let pageWidget: LiveSupportWidget | null = null;
const widget = () => {
  if (pageWidget) return pageWidget;
  const created = createLiveSupportWidget(window, document, (next, focusInWidget) =>
    useLiveSupportStore.getState().windowChanged(next, focusInWidget),
  );
  useLiveSupportStore.getState().setOpener(created.open);
  pageWidget = created;
  return created;
};

/**
 * §4 "Live-chat widget": JivoChat for a signed-in player of a tenant with a widget id, loaded when
 * the page is idle; gone for a guest (sign-out) and when the layout that holds it goes. Renders
 * nothing of its own: Jivo draws its window itself, opened by the page's own button.
 */
export function LiveSupport({
  scriptUrl,
  player,
}: {
  scriptUrl: string | null;
  player: LiveSupportPlayer | null;
}) {
  useSyncLiveSupportWidget(scriptUrl, player);
  return null;
}

function useSyncLiveSupportWidget(scriptUrl: string | null, player: LiveSupportPlayer | null) {
  useEffect(() => {
    if (!scriptUrl || !player) {
      widget().hide();
      return;
    }
    return onIdle(() => widget().show(scriptUrl, player));
  }, [scriptUrl, player]);
  useEffect(() => () => widget().hide(), []);
}

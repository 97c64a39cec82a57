import { useEffect } from 'react';
import { onIdle } from '~/lib/idle';
import {
  createLiveSupportWidget,
  type LiveSupportPlayer,
  type LiveSupportWidget,
} from '../model/jivo-widget';

// One widget per page: JivoChat is a page-wide script with page-wide globals.
let pageWidget: LiveSupportWidget | null = null;
const widget = () => (pageWidget ??= createLiveSupportWidget());

/**
 * §4 "Live-chat widget": JivoChat for a signed-in player of a tenant with a widget id, loaded when
 * the page is idle; gone for a guest (sign-out) and when the layout that holds it goes. Renders
 * nothing of its own: Jivo draws its widget itself.
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

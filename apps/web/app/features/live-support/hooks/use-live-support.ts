import { useIntegrations } from '~/core/integrations-context';
import { useViewer } from '~/core/session/viewer-context';
import { useLiveSupportStore } from '../stores/live-support-store';

export interface LiveSupportEntry {
  /** The tenant has JivoChat and a player is signed in: the page shows a button for it. */
  available: boolean;
  /** Jivo's window is open. */
  open: boolean;
  /** Opens Jivo's window (once the widget is ready, if it is not yet); focus returns to `button`. */
  openFrom: (button: HTMLElement) => void;
}

/**
 * §4 "Live-chat widget" behind the page's own button (issue 39 §3): known from the first render,
 * so the button is there before the widget, which loads when the page is idle.
 */
export function useLiveSupport(): LiveSupportEntry {
  const { liveSupportScriptUrl } = useIntegrations();
  const { signedIn } = useViewer();
  const open = useLiveSupportStore((state) => state.window === 'open');
  const openFrom = useLiveSupportStore((state) => state.openFrom);
  return { available: signedIn && liveSupportScriptUrl !== null, open, openFrom };
}

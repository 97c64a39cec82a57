import { create } from 'zustand';
import type { LiveSupportWindowState } from '../model/jivo-widget';

// Issue 39 §3: JivoChat's own launcher floats over the page, so the page has its own button for it
// (the bottom bar's, the header's on a desktop) and opens Jivo's window through its API
// (docs/design/floating-controls.md). This store is what those buttons know of the widget, and
// stays out of the widget's own code, which loads when the page is idle.

interface LiveSupportState {
  window: LiveSupportWindowState;
  /** Opens the loaded widget's window; false when it cannot (not loaded). */
  opener: (() => boolean) | null;
  /** A button asked before the widget was ready: it opens once it is. */
  pendingOpen: boolean;
  /** The button that opened the window: focus goes back to it when the window closes. */
  openedFrom: HTMLElement | null;
  /** Our button's click: open the window now, or as soon as the widget is ready. */
  openFrom(button: HTMLElement): void;
  /** The widget's news: loaded, opened, closed, gone. */
  windowChanged(next: LiveSupportWindowState, focusInWidget: boolean): void;
  setOpener(opener: (() => boolean) | null): void;
}

export const useLiveSupportStore = create<LiveSupportState>()((set, get) => ({
  window: 'absent',
  opener: null,
  pendingOpen: false,
  openedFrom: null,
  openFrom: (button) => {
    set({ openedFrom: button });
    const opened = get().opener?.() ?? false;
    set({ pendingOpen: !opened });
  },
  windowChanged: (next, focusInWidget) => {
    const { window: previous, openedFrom, pendingOpen, opener } = get();
    set({ window: next, ...(next === 'absent' ? { pendingOpen: false, openedFrom: null } : {}) });
    if (previous === 'absent' && next === 'closed' && pendingOpen) {
      set({ pendingOpen: false });
      opener?.();
    }
    // Closed from inside Jivo's window: the keyboard goes back where it came from.
    if (previous === 'open' && next !== 'open' && focusInWidget && openedFrom?.isConnected) {
      openedFrom.focus();
    }
  },
  setOpener: (opener) => set({ opener }),
}));

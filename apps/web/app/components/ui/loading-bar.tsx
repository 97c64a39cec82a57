import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router';
import { browserClock, createLoadingBar, LOADING_BAR_HEIGHT_PX } from '~/lib/loading-bar';

/** §9 route loading indicator: a 3 px bar at the top while a navigation takes a while. */
export function RouteLoadingBar() {
  const navigation = useNavigation();
  const [bar] = useState(() => createLoadingBar(browserClock));
  // The bar's own first state on the server too: a server snapshot that differs from the client's
  // (even an equal copy) makes React re-render the layout synchronously right after hydrating.
  const state = useSyncExternalStore(bar.subscribe, bar.getState, bar.getState);
  const busy = navigation.state !== 'idle';

  useEffect(() => {
    if (busy) bar.start();
    else bar.finish();
  }, [bar, busy]);

  useEffect(() => () => bar.dispose(), [bar]);

  return (
    // Visual feedback only: the new page itself is what assistive technology announces.
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60]"
      style={{ height: LOADING_BAR_HEIGHT_PX }}
    >
      <div
        className="h-full bg-accent transition-[width,opacity] duration-200 ease-out"
        style={{ width: `${state.progress}%`, opacity: state.visible ? 1 : 0 }}
      />
    </div>
  );
}

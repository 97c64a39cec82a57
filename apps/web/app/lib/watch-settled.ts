// When a third party's content has drawn itself into an element: it changed at least once and then
// stayed still for `quietMs`. Used to release the idle work held while the sportsbook's widget
// draws (lib/idle.ts); it knows nothing of the widget, only of the element's DOM.

export const SETTLED_QUIET_MS = 300;

/**
 * Calls `onSettled` once: after the element's subtree has changed (or already had content) and
 * then not changed for `quietMs`, or after `maxMs` whatever happened. Returns a stop that cancels both.
 */
export function watchSettled(
  element: Element,
  onSettled: () => void,
  { quietMs = SETTLED_QUIET_MS, maxMs }: { quietMs?: number; maxMs: number },
): () => void {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const finish = () => {
    if (done) return;
    stop();
    onSettled();
  };
  const observer = new MutationObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, quietMs);
  });
  observer.observe(element, { childList: true, subtree: true, attributes: true });
  // Drawn already (before the watch began): settled once it stays still.
  if (element.childNodes.length > 0) quiet = setTimeout(finish, quietMs);
  const cap = setTimeout(finish, maxMs);
  function stop() {
    done = true;
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(cap);
  }
  return stop;
}

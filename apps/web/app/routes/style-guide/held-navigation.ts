// The loading bar demo holds a real navigation open: the page's `clientLoader` waits here until
// the person finishes it, so the layout's own route loading bar shows exactly as on a slow page.

let held: { release: () => void; wait: Promise<unknown> } | null = null;

/** The next navigation to this page waits for `releaseNavigation` (an earlier one is let go). */
export function holdNextNavigation(): void {
  releaseNavigation();
  let release: () => void = () => undefined;
  const wait = new Promise((resolve) => {
    release = () => resolve(null);
  });
  held = { release, wait };
}

/** What the page's `clientLoader` waits for: nothing, unless a navigation is held. */
export function heldNavigation(): Promise<unknown> {
  return held?.wait ?? Promise.resolve();
}

export function releaseNavigation(): void {
  held?.release();
  held = null;
}

// The one list of Chromium switches for every headless run (the e2e suite and the benches): no
// sandbox or GPU in the container, and none of the browser's own background traffic (QUIC, sync,
// component updates, first-run pages) mixed into what a run measures or waits for.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

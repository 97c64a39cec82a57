// §9 "Confetti: 40 rectangular and 20 dot pieces, three purple/blue colour pairs", for a deposit
// that landed. The library loads with the first paid deposit; nothing moves for a player who asked
// for reduced motion.

export const CONFETTI_RECTANGLES = 40;
export const CONFETTI_DOTS = 20;

/** Three purple/blue pairs: a deep and a light shade of each. */
export const CONFETTI_COLOUR_PAIRS = [
  ['#7c3aed', '#c4b5fd'],
  ['#2563eb', '#93c5fd'],
  ['#4f46e5', '#a5b4fc'],
] as const;

export function prefersReducedMotion(): boolean {
  // Without matchMedia (old browsers, jsdom) there is no way to ask: no confetti either.
  if (typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export async function launchDepositConfetti(): Promise<void> {
  if (prefersReducedMotion()) return;
  const { default: confetti } = await import('canvas-confetti');
  // Our own canvas, hidden from assistive technology (decoration), drawn on the main thread: the
  // library's default cannon draws in a Worker made from a blob: URL, which the CSP does not allow.
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
    zIndex: '60',
  });
  document.body.append(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  const colors = CONFETTI_COLOUR_PAIRS.flat();
  const shared = { colors, spread: 80, origin: { y: 0.6 } };
  await Promise.all([
    fire({ ...shared, particleCount: CONFETTI_RECTANGLES, shapes: ['square'] }),
    fire({ ...shared, particleCount: CONFETTI_DOTS, shapes: ['circle'] }),
  ]).finally(() => canvas.remove());
}

import { useEffect, useRef } from 'react';
import { useReducedMotion } from '~/lib/use-reduced-motion';

// §9 "Confetti: 40 rectangular and 20 dot pieces, three purple/blue colour pairs". Plain DOM
// pieces moved by the Web Animations API (transform and opacity only: the compositor's work), so
// no library and no per-frame script. Nothing is drawn for a player who asked for reduced motion.

export const CONFETTI_RECTANGLES = 40;
export const CONFETTI_DOTS = 20;
const FALL_MS = 2_600;

/** Three purple/blue pairs: a deep and a light shade of each. */
export const CONFETTI_COLOUR_PAIRS = [
  ['#7c3aed', '#c4b5fd'],
  ['#2563eb', '#93c5fd'],
  ['#4f46e5', '#a5b4fc'],
] as const;

interface Piece {
  shape: 'rectangle' | 'dot';
  colour: string;
  /** Where it starts across the screen, in %. */
  left: number;
  delay: number;
  drift: number;
  spin: number;
}

/** A fixed scatter (the same on the server and in the browser): golden-ratio steps, no Math.random. */
const PIECES: readonly Piece[] = Array.from(
  { length: CONFETTI_RECTANGLES + CONFETTI_DOTS },
  (_, index) => {
    const step = (index * 0.618_034) % 1;
    const pair = CONFETTI_COLOUR_PAIRS[index % CONFETTI_COLOUR_PAIRS.length] ?? ['#7c3aed'];
    return {
      shape: index < CONFETTI_RECTANGLES ? 'rectangle' : 'dot',
      colour: pair[Math.floor(index / CONFETTI_COLOUR_PAIRS.length) % pair.length] ?? '#7c3aed',
      left: Math.round(step * 100),
      delay: Math.round(((index * 0.381_966) % 1) * 500),
      drift: Math.round((step - 0.5) * 160),
      spin: Math.round(step * 720) - 360,
    };
  },
);

/** A burst of confetti over the page, once; decoration only (hidden from assistive technology). */
export function Confetti({ onDone }: { onDone?: () => void }) {
  const reduced = useReducedMotion();
  const root = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);
  useEffect(
    function keepTheLatestOnDone() {
      done.current = onDone;
    },
    [onDone],
  );

  useEffect(
    function animateTheBurst() {
      const pieces = root.current?.children;
      if (reduced || !pieces) return;
      const animations: Animation[] = [];
      for (const [index, element] of Array.from(pieces).entries()) {
        const piece = PIECES[index];
        // Without the Web Animations API (old browsers, test DOMs) the pieces stay hidden.
        if (!piece || typeof element.animate !== 'function') continue;
        animations.push(
          element.animate(
            [
              { transform: 'translate3d(0, -10vh, 0) rotate(0deg)', opacity: 1 },
              {
                transform: `translate3d(${piece.drift}px, 105vh, 0) rotate(${piece.spin}deg)`,
                opacity: 0.8,
              },
            ],
            { duration: FALL_MS, delay: piece.delay, easing: 'cubic-bezier(.3,.6,.5,1)' },
          ),
        );
      }
      const finished = Promise.all(animations.map((animation) => animation.finished));
      let cancelled = false;
      void finished.then(
        () => {
          if (!cancelled) done.current?.();
        },
        () => undefined,
      );
      return () => {
        cancelled = true;
        for (const animation of animations) animation.cancel();
      };
    },
    [reduced],
  );

  if (reduced) return null;
  return (
    <div
      ref={root}
      aria-hidden="true"
      data-testid="confetti"
      className="pointer-events-none fixed inset-0 z-[60] overflow-hidden"
    >
      {PIECES.map((piece, index) => (
        <span
          key={index}
          data-shape={piece.shape}
          className={`absolute top-0 block opacity-0 ${piece.shape === 'dot' ? 'size-2 rounded-full' : 'h-3 w-1.5'}`}
          style={{ left: `${piece.left}%`, backgroundColor: piece.colour, willChange: 'transform' }}
        />
      ))}
    </div>
  );
}

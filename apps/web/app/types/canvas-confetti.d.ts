// canvas-confetti ships no types and @types/canvas-confetti is not installed: the part we call.
declare module 'canvas-confetti' {
  interface ConfettiOptions {
    particleCount?: number;
    angle?: number;
    spread?: number;
    startVelocity?: number;
    decay?: number;
    gravity?: number;
    ticks?: number;
    origin?: { x?: number; y?: number };
    colors?: string[];
    shapes?: ('square' | 'circle')[];
    scalar?: number;
    zIndex?: number;
    disableForReducedMotion?: boolean;
  }
  type Fire = (options?: ConfettiOptions) => Promise<null> | null;
  interface Confetti extends Fire {
    /** A cannon of its own; `null`: on a full-page canvas it adds and removes itself. */
    create(
      canvas: HTMLCanvasElement | null,
      options?: { resize?: boolean; useWorker?: boolean; disableForReducedMotion?: boolean },
    ): Fire;
  }
  const confetti: Confetti;
  export default confetti;
}

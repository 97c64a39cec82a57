/** The platform's notion of "now". Tests pass a clock they can move; everything else uses Date. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Seconds from `now` until `later`, rounded up, at least 1 (a Retry-After value). */
export function secondsUntil(later: Date, now: Date): number {
  return Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));
}

export const addSeconds = (date: Date, seconds: number) =>
  new Date(date.getTime() + seconds * 1000);

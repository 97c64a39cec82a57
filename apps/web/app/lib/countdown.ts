import { useEffect, useState } from 'react';

// §9: a verification code can be asked for again only after a wait (`resendEndsAt`). The remaining
// seconds are derived from the moment the wait ends, so a slow tick never drifts.

/** Whole seconds left until `endsAt` (0 once it has passed). */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** `mm:ss` for a countdown: 300 → "05:00", 59 → "00:59"; negative or broken input reads "00:00". */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = String(Math.floor(whole / 60)).padStart(2, '0');
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** Counts down to `endsAt`, re-rendering a few times a second while time is left. */
export function useCountdown(endsAt: number | null, now: () => number = Date.now): number {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const time = now();
      setCurrent(time);
      if (secondsLeft(endsAt, time) === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt, now]);
  // A wait that starts after the last tick must not read the stale clock as "more time left".
  return Math.min(secondsLeft(endsAt, current), secondsLeft(endsAt, endsAt === null ? 0 : now()));
}

import { useEffect, useState } from 'react';

/**
 * The time now, ticking once a second while the page is visible and `until` is still ahead: a
 * hidden tab does no work, and it reads the clock again as soon as it is shown.
 */
export function useVisibleClock(until: number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (until === null) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const start = () => {
      stop();
      setNow(Date.now());
      if (document.visibilityState === 'hidden' || Date.now() >= until) return;
      timer = setInterval(() => {
        const time = Date.now();
        setNow(time);
        if (time >= until) stop();
      }, 1000);
    };
    start();
    document.addEventListener('visibilitychange', start);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', start);
    };
  }, [until]);
  return now;
}

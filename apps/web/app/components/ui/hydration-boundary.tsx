import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own. On the first pass React leaves
 * a Suspense boundary's server HTML in place and hydrates it afterwards as a separate render and
 * commit, so one long hydration task (measured 165 ms at 4x CPU throttling on the game page)
 * becomes several short ones and the page answers input in between. The HTML is shown throughout;
 * nothing suspends here, so the empty fallback is never seen.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

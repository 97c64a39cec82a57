import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const asks = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/**
 * Whether the device asks for less motion: an animation that carries a result (a reel) then shows
 * the result at once, and a decoration (confetti) is left out. The server cannot know: it renders
 * full motion, which nothing shows before the browser has answered.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, asks, () => false);
}

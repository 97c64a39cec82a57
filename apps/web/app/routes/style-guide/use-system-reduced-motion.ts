import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemAsks = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** Whether the device asks for less motion (app.css then shortens every animation to nothing). */
export function useSystemReducedMotion(): boolean {
  // The server cannot know: it renders full motion, and the browser corrects it on hydrating.
  return useSyncExternalStore(subscribe, systemAsks, () => false);
}

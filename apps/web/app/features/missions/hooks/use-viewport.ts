import { useSyncExternalStore } from 'react';
import type { Viewport } from '../model/widget-layout';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const width = () => window.innerWidth;
const height = () => window.innerHeight;
const none = () => 0;

/** The window's inner size, following resizes (and a phone turned on its side). */
export function useViewport(): Viewport {
  return {
    width: useSyncExternalStore(subscribe, width, none),
    height: useSyncExternalStore(subscribe, height, none),
  };
}

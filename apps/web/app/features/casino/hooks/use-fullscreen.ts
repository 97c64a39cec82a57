import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Whether the browser can put an element in fullscreen (iPhone Safari cannot). */
function fullscreenSupported(element: HTMLElement | null): element is HTMLElement {
  return (
    element !== null &&
    typeof document !== 'undefined' &&
    document.fullscreenEnabled === true &&
    typeof element.requestFullscreen === 'function'
  );
}

export interface Fullscreen {
  /** The game fills the screen, natively or expanded. */
  active: boolean;
  /** The CSS fallback is on: the box covers the viewport (where the Fullscreen API is missing). */
  expanded: boolean;
  toggle: () => void;
}

/**
 * Fullscreen for the game box: the Fullscreen API where the browser has it, otherwise an
 * "expanded" mode the box styles itself for (fixed over the page). Escape leaves either: the
 * browser handles it natively, a key listener does for the expanded mode.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>): Fullscreen {
  const [native, setNative] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    function onFullscreenChange() {
      setNative(target.current !== null && document.fullscreenElement === target.current);
    }
    document.addEventListener('fullscreenchange', onFullscreenChange);
    return () => document.removeEventListener('fullscreenchange', onFullscreenChange);
  }, [target]);

  useEffect(() => {
    if (!expanded) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setExpanded(false);
    }
    // The page under the expanded box must not scroll behind it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [expanded]);

  const toggle = useCallback(() => {
    if (expanded) {
      setExpanded(false);
      return;
    }
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    const element = target.current;
    if (!fullscreenSupported(element)) {
      setExpanded(true);
      return;
    }
    // Refused (no user activation, a policy): the expanded mode still gives the room.
    element.requestFullscreen().catch(() => setExpanded(true));
  }, [expanded, target]);

  return { active: native || expanded, expanded, toggle };
}

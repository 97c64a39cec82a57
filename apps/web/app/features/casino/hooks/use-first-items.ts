import { startTransition, useEffect, useRef, useState } from 'react';
import { afterFirstPaint } from '~/lib/after-first-paint';

/**
 * A horizontal list that renders its first `first` items until it is first scrolled, or focused
 * (keyboard, screen reader): the page's document, hydration and layout carry only those. A list
 * that its first items do not fill (a screen wider than the server guessed) adds the rest at once,
 * read after a paint, when the layout is there to read.
 */
export function useFirstItems<T>(items: readonly T[], first: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const [expanded, setExpanded] = useState(false);
  const expand = () => {
    if (!expanded) startTransition(() => setExpanded(true));
  };
  const shown = expanded ? items : items.slice(0, first);
  const more = items.length > shown.length;

  useEffect(() => {
    if (!more) return;
    let active = true;
    afterFirstPaint(() => {
      const list = listRef.current;
      if (active && list && list.clientWidth > 0 && list.scrollWidth <= list.clientWidth) {
        startTransition(() => setExpanded(true));
      }
    });
    return () => {
      active = false;
    };
  }, [more]);

  return { listRef, shown, expand };
}

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';

// §9 "Image lazy-load margin 50 px": one observer for every card image (hundreds of cards would
// otherwise mean hundreds of observers), loading an image when it comes within 50 px of the view.
const LAZY_MARGIN = '50px';
type Reveal = () => void;
let observer: IntersectionObserver | null = null;
const reveals = new WeakMap<Element, Reveal>();

function observe(element: Element, reveal: Reveal): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    reveal();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        reveals.get(entry.target)?.();
        reveals.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: LAZY_MARGIN },
  );
  reveals.set(element, reveal);
  observer.observe(element);
  return () => {
    reveals.delete(element);
    observer?.unobserve(element);
  };
}

/** Where `<picture>` switches from the small image to the large one. */
const SMALL_SCREENS = '(max-width: 639px)';
const LARGE_SCREENS = '(min-width: 640px)';

/**
 * A game thumbnail in a fixed 3:4 box (no layout shift): the small image on small screens, the large
 * one elsewhere. Lazy unless `priority` (the first cards in view, rendered by the server): those are
 * also preloaded from the document's head, so the browser fetches them with the stylesheet instead
 * of when the parser reaches the card (the first card is the lobby's largest paint).
 */
export function GameImage({
  image,
  imageMobile,
  alt,
  priority = false,
  children,
}: {
  image: string;
  imageMobile: string;
  alt: string;
  priority?: boolean;
  /** Laid over the image (a badge), in its box. */
  children?: ReactNode;
}) {
  if (priority) {
    preload(imageMobile, { as: 'image', fetchPriority: 'high', media: SMALL_SCREENS });
    preload(image, { as: 'image', fetchPriority: 'high', media: LARGE_SCREENS });
  }
  const [visible, setVisible] = useState(priority);
  const [failed, setFailed] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (visible || !boxRef.current) return;
    return observe(boxRef.current, () => setVisible(true));
  }, [visible]);

  return (
    <div ref={boxRef} className="relative aspect-[3/4] w-full overflow-hidden bg-surface-overlay">
      {visible && !failed && (
        <picture>
          <source media={SMALL_SCREENS} srcSet={imageMobile} />
          <img
            src={image}
            alt={alt}
            width={300}
            height={400}
            decoding="async"
            fetchPriority={priority ? 'high' : 'auto'}
            onError={() => setFailed(true)}
            className="absolute inset-0 size-full object-cover"
          />
        </picture>
      )}
      {children}
    </div>
  );
}

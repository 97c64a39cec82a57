import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import type { BTRendererClass } from '~/features/sportsbook/model/renderer-options';
import { useTenant } from '~/core/tenant/tenant-context';
import type { Locale } from '~/core/i18n/config';

// The promo section itself (Betby's hook, the player's token, the sportsbook's strings) and the
// renderer script load only once the section comes near the screen, after the first paint: the
// home page's first-load JS does not carry them, and a brand without Betby loads none of it.
const HomeSportsbookPromoSection = lazy(() => import('./home-sportsbook-promo-section'));

/** How far below the screen the section starts loading, so it is drawn by the time it shows. */
const LOAD_MARGIN = '400px';

/**
 * The home page's Betby promo widget (issue 14), when the brand's Betby is active. Its space —
 * heading, widget, link — is held by the server's render, so nothing moves when it arrives. Only
 * this much is in the home page's first load: no skeleton (the space is off the screen until the
 * section comes near, and the section brings its own).
 */
export function HomeSportsbookPromo({
  locale,
  loadRenderer,
}: {
  locale: Locale;
  /** Tests: a renderer without a script. */
  loadRenderer?: () => Promise<BTRendererClass>;
}) {
  const { theme } = useTenant();
  if (!theme.betby.active) return null;
  return <PromoWhenNear locale={locale} loadRenderer={loadRenderer} />;
}

function PromoWhenNear({
  locale,
  loadRenderer,
}: {
  locale: Locale;
  loadRenderer?: () => Promise<BTRendererClass>;
}) {
  // A ref, not state: a state set by the ref as React commits the hydrating page would re-render
  // at once, synchronously, and pull every pending effect of the page into that same task.
  const holder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(holder);
  // The section's height, held empty until it loads (it is still off the screen, or about to come
  // on): its heading and link rows (2.75rem each), the widget's min-h-60 and two 0.5rem gaps.
  return (
    <div ref={holder} data-testid="sportsbook-promo-space" className="min-h-[21.5rem]">
      {near && (
        <Suspense fallback={null}>
          <HomeSportsbookPromoSection locale={locale} loadRenderer={loadRenderer} />
        </Suspense>
      )}
    </div>
  );
}

/** Whether the element in `ref` has come within LOAD_MARGIN of the screen (then it stays true). */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    // Without an observer (an old browser) the section loads after the first paint all the same.
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

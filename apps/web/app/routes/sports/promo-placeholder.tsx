import { Skeleton } from '~/components/ui/skeleton';

// Part of the home page's first load (it holds the promo's space in the server's render): it
// imports nothing of the sportsbook.

/**
 * The height held for Betby's promo widget from the first paint — its banner, the match and its
 * prices (the stand-in's at 360 px fits) — so nothing below moves when it draws.
 */
export const PROMO_WIDGET_MIN_HEIGHT = 'min-h-60';

/** The home's promo section before it loads, shaped like it (home-sportsbook-promo-section.tsx). */
export function PromoPlaceholder() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      <div className="flex min-h-11 items-center">
        <Skeleton className="h-6 w-48" />
      </div>
      {/* The widget's PROMO_WIDGET_MIN_HEIGHT. */}
      <Skeleton className="h-60 w-full rounded-xl" />
      <div className="flex min-h-11 items-center">
        <Skeleton className="h-5 w-40" />
      </div>
    </div>
  );
}

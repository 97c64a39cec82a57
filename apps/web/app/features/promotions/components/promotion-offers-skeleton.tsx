import { Skeleton } from '~/components/ui/skeleton';

/** Two compact offer cards' worth of placeholder while the offers (or their code) load. */
export function PromotionOffersSkeleton({ label }: { label?: string }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-3 sm:grid-cols-2">
      {label && <span className="sr-only">{label}</span>}
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** A grey placeholder the size of what is loading, so nothing moves when it arrives. */
export function Skeleton({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded-lg bg-surface-overlay ${className}`}
    />
  );
}

/** Placeholder lines for a form or a list while its data loads, with a label for screen readers. */
export function SkeletonRows({ rows, label }: { rows: number; label: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-11 w-full" />
      ))}
    </div>
  );
}

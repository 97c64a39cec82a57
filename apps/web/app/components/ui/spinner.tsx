export function Spinner({ className = 'size-8' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-fg-muted/40 border-t-accent ${className}`}
    />
  );
}

/** §2: a loading-overlay spinner that can be placed over any positioned element. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="absolute inset-0 z-10 grid place-items-center bg-surface/70 backdrop-blur-[1px]"
    >
      <Spinner />
      <span className="sr-only">{label}</span>
    </div>
  );
}

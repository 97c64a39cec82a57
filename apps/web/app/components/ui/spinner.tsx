export function Spinner({ className = 'size-8' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-fg-muted/40 border-t-accent ${className}`}
    />
  );
}

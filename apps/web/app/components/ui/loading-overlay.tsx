import { Spinner } from './spinner';

/**
 * §2: a loading-overlay spinner that can be placed over any positioned element. Its own module:
 * the pages that only spin do not carry it.
 */
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

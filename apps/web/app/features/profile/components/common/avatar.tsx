/** The player's picture, or their initials when there is none. */
export function Avatar({
  src,
  name,
  alt,
  className = 'size-20 text-2xl',
}: {
  src: string | null | undefined;
  name: string | undefined;
  alt: string;
  className?: string;
}) {
  if (src) {
    return (
      <img
        src={src}
        alt={alt}
        className={`shrink-0 rounded-full border border-line bg-surface-overlay object-cover ${className}`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={alt}
      className={`grid shrink-0 place-items-center rounded-full border border-line bg-surface-overlay font-bold text-fg-muted ${className}`}
    >
      {initials(name)}
    </span>
  );
}

function initials(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

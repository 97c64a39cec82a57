import { useState } from 'react';
import { DecorativeImage } from '~/components/ui/decorative-image';
import { BellIcon } from '~/components/ui/icons';

/**
 * A notification's image, in a box of its own size from the start. An image that does not load
 * (gone, or from a host the page's img-src does not allow: docs/design/notifications-chat.md
 * "Notification images") becomes a neutral placeholder in the same box: no broken-image icon, and
 * nothing around it moves.
 */
export function NotificationImage({
  src,
  width,
  height,
  loading,
  className,
}: {
  src: string;
  width: number;
  height: number;
  loading?: 'lazy' | 'eager';
  /** Size, shape and fit: the image and the placeholder share them. */
  className: string;
}) {
  // The address that failed: a new address is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) {
    return (
      <span
        aria-hidden="true"
        data-testid="notification-image-placeholder"
        className={`${className} grid place-items-center bg-surface-overlay text-fg-muted`}
      >
        <BellIcon className="size-1/3 max-h-10 max-w-10 opacity-60" />
      </span>
    );
  }
  return (
    <DecorativeImage
      src={src}
      width={width}
      height={height}
      loading={loading}
      onError={() => setFailed(src)}
      className={`${className} bg-surface-overlay object-cover`}
    />
  );
}

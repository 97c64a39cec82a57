import { useState } from 'react';
import { useTenant } from '../tenant-context';

// Logos that loaded once are known to exist: a later failure (flaky network) keeps the image.
const knownLogos = new Set<string>();

const HEIGHTS = { header: 40, footer: 30, auth: 48 } as const;

/**
 * §2: the logo is fetched per tenant; when the image fails and is not known to exist, the site
 * title is shown instead. Width follows the image's aspect ratio at a fixed height: no layout shift.
 */
export function TenantLogo({
  placement,
  className = '',
}: {
  placement: keyof typeof HEIGHTS;
  className?: string;
}) {
  const { theme, logoUrl } = useTenant();
  const [failed, setFailed] = useState(false);
  const height = theme.logos[placement] || HEIGHTS[placement];

  if (failed && !knownLogos.has(logoUrl)) {
    return (
      <span className="font-bold tracking-tight" style={{ fontSize: height * 0.5 }}>
        {theme.siteTitle}
      </span>
    );
  }
  return (
    <img
      src={logoUrl}
      alt={theme.siteTitle}
      height={height}
      width={height * 4}
      style={{ height, width: 'auto' }}
      className={`object-contain object-left ${className}`}
      decoding="async"
      onLoad={() => knownLogos.add(logoUrl)}
      onError={() => setFailed(true)}
    />
  );
}

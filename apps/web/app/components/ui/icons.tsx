import type { SVGProps } from 'react';

// Bundled SVG icons: no icon endpoint, no external icon service (docs/product/tenant-and-shell.md
// "§7 Site and content"). Decorative by default.
type IconProps = SVGProps<SVGSVGElement>;

/** An icon's frame (24×24, stroked, hidden from assistive technology): for icons drawn elsewhere. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const HomeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
  </Icon>
);
export const CasinoIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <circle cx="8" cy="8" r="1.2" fill="currentColor" />
    <circle cx="16" cy="16" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
  </Icon>
);
export const SportsIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7 4 3-1.5 5h-5L8 10z" />
  </Icon>
);
export const GiftIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
  </Icon>
);
export const CrownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m3 7 4.5 4L12 4l4.5 7L21 7l-2 12H5z" />
  </Icon>
);
export const GlobeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);
export const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.4A8 8 0 1 1 21 12Z" />
  </Icon>
);
/** Live support: a headset. */
export const HeadsetIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <path d="M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1z" />
    <path d="M19 19a3 3 0 0 1-3 2h-3" />
  </Icon>
);
export const SmileIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
  </Icon>
);
export const SendIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 12 20 4l-6 16-3-7-7-1Z" />
  </Icon>
);
export const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);
export const PlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m5 12 5 5L20 7" />
  </Icon>
);

export const StarIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
  </Icon>
);

// Written out whole, so that every class the CSS defines is found where it is used.
const MASKS = {
  heart: ['icon-mask-heart', 'icon-mask-heart-filled'],
  star: ['icon-mask-star', 'icon-mask-star-filled'],
} as const;

/**
 * The heart or star of a game card, drawn by CSS (app.css `.icon-mask`: a mask over the text
 * colour) rather than as an inline SVG like the icons above. Cards repeat it by the dozen, and
 * each inline SVG is a document of its own to style, lay out and paint. Same shapes, same size
 * rules (`size-5`), hidden from assistive technology.
 */
export function CardIcon({
  shape,
  filled = false,
  className = '',
}: {
  shape: 'heart' | 'star';
  filled?: boolean;
  className?: string;
}) {
  return (
    <span aria-hidden="true" className={`icon-mask ${MASKS[shape][filled ? 1 : 0]} ${className}`} />
  );
}

export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);
export const FilterIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5h16M7 12h10M10 19h4" />
  </Icon>
);
export const ChevronLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m15 5-7 7 7 7" />
  </Icon>
);
export const ChevronRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m9 5 7 7-7 7" />
  </Icon>
);
export const ChevronDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m5 9 7 7 7-7" />
  </Icon>
);
export const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4v16l13-8z" fill="currentColor" />
  </Icon>
);
export const ExpandIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
);
export const ShrinkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
  </Icon>
);
export const HistoryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2" />
  </Icon>
);
export const WalletIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7a2 2 0 0 1 2-2h12v4M4 7v11a2 2 0 0 0 2 2h14v-5M4 7a2 2 0 0 0 2 2h14v6" />
    <circle cx="16.5" cy="14.5" r="1" fill="currentColor" />
  </Icon>
);

// Category icons: the platform names them (Category.icon); unknown names fall back to a die.
const CATEGORY_PATHS: Record<string, string> = {
  flame: 'M12 3c1 3 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-5 1-8.5Z',
  cherries:
    'M7.5 20a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM16.5 18a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM7.5 13c1-4 4-8 8-10M16.5 11c-.5-3-1-5.5-1-8M15.5 3c2 0 4 1 5 3',
  video: 'M3 7a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2ZM16 10l5-3v10l-5-3',
  rocket:
    'M12 15 9 12c1-5 4.5-8.5 11-9-.5 6.5-4 10-9 11ZM9 12l-4 .5L3 15l4 1M12 15l-.5 4L9 21l-1-4M15 8.5h.01',
  cards: 'M4 6.5 12 4l3.5 13L7.5 19.5ZM14 5h4a2 2 0 0 1 2 2v12l-5 1',
  trophy:
    'M8 4h8v5a4 4 0 0 1-8 0ZM8 6H4v1a4 4 0 0 0 4 4M16 6h4v1a4 4 0 0 1-4 4M12 13v4M8 21h8M9 17h6v4H9z',
  sparkles:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8ZM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8Z',
  bolt: 'M13 3 5 14h6l-1 7 8-11h-6z',
  gem: 'M6 4h12l3 5-9 11L3 9ZM3 9h18M9 4l3 16M15 4l-3 16',
  roulette:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM12 3v4M12 17v4M3 12h4M17 12h4M12 11v2',
  dice: 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1ZM8.5 8.5h.01M15.5 15.5h.01M15.5 8.5h.01M8.5 15.5h.01M12 12h.01',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  crown: 'm3 7 4.5 4L12 4l4.5 7L21 7l-2 12H5z',
};

export function CategoryIcon({ icon, ...p }: IconProps & { icon: string | null }) {
  return (
    <Icon {...p}>
      <path d={(icon && CATEGORY_PATHS[icon]) ?? CATEGORY_PATHS.dice} />
    </Icon>
  );
}

const SOCIAL_PATHS: Record<string, string> = {
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01',
  facebook: 'M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H7v3h2v8h3v-8h2.5l.5-3h-3V7a1 1 0 0 1 1-1h2z',
  x: 'M4 4l16 16M20 4 4 20',
  youtube:
    'M21 8.5a3 3 0 0 0-2.1-2.1C17 6 12 6 12 6s-5 0-6.9.4A3 3 0 0 0 3 8.5 31 31 0 0 0 3 12a31 31 0 0 0 .1 3.5 3 3 0 0 0 2 2.1C7 18 12 18 12 18s5 0 6.9-.4a3 3 0 0 0 2.1-2.1A31 31 0 0 0 21 12a31 31 0 0 0 0-3.5ZM10 15V9l5 3z',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l9-7',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 5',
  whatsapp:
    'M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1 0-2.5-1.5-2.5-2.5l1-1-1-2z',
  discord:
    'M8 7a14 14 0 0 1 8 0M7 17c3 1.5 7 1.5 10 0M6 7C4 10 3.5 13 4 17c1.5 1 3 1.5 4 1.5l1-2M18 7c2 3 2.5 6 2 10-1.5 1-3 1.5-4 1.5l-1-2M9.5 12.5h.01M14.5 12.5h.01',
};

export function SocialIcon({ name, ...p }: IconProps & { name: string }) {
  return (
    <Icon {...p}>
      <path d={SOCIAL_PATHS[name] ?? SOCIAL_PATHS.instagram} />
    </Icon>
  );
}
export const BoxIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 8l9-5 9 5v8l-9 5-9-5z" />
    <path d="M3 8l9 5 9-5M12 13v8" />
  </Icon>
);

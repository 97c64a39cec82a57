import type { ReactNode } from 'react';

export type InstallGuide = 'chrome' | 'samsung' | 'ios';
export type GuideStep = 1 | 2 | 3;

// The guides' pictures: a phone drawn in SVG (nothing downloaded), showing where to tap in each
// step. They only illustrate the step's text, so screen readers skip them.

const LINE = 'var(--color-line)';
const RAISED = 'var(--color-surface-raised)';
const OVERLAY = 'var(--color-surface-overlay)';
const MUTED = 'var(--color-fg-muted)';
const BRAND = 'var(--color-brand)';

/** The ring around what to tap. */
function Tap({ x, y, r = 14 }: { x: number; y: number; r?: number }) {
  return (
    <>
      <circle cx={x} cy={y} r={r} fill="none" stroke={BRAND} strokeWidth={3} />
      <circle cx={x} cy={y} r={r + 6} fill="none" stroke={BRAND} strokeWidth={1.5} opacity={0.5} />
    </>
  );
}

function Lines({
  x,
  y,
  count,
  highlight,
}: {
  x: number;
  y: number;
  count: number;
  highlight?: number;
}) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <g key={index}>
          {index === highlight && (
            <rect x={x - 6} y={y + index * 22 - 8} width={112} height={20} rx={4} fill={OVERLAY} />
          )}
          <rect
            x={x}
            y={y + index * 22 - 2}
            width={index === highlight ? 80 : 64 - (index % 3) * 10}
            height={6}
            rx={3}
            fill={index === highlight ? BRAND : MUTED}
            opacity={index === highlight ? 1 : 0.5}
          />
        </g>
      ))}
    </>
  );
}

/** The app icon being added: a rounded square in the brand's colour. */
function AppIcon({ x, y, size = 28 }: { x: number; y: number; size?: number }) {
  return <rect x={x} y={y} width={size} height={size} rx={size / 4} fill={BRAND} />;
}

/** A confirmation card with the brand's icon and the button to tap on the right. */
function Confirm() {
  return (
    <>
      <rect x={24} y={70} width={112} height={84} rx={10} fill={OVERLAY} />
      <AppIcon x={36} y={82} />
      <rect x={72} y={88} width={52} height={6} rx={3} fill={MUTED} opacity={0.6} />
      <rect x={72} y={100} width={36} height={6} rx={3} fill={MUTED} opacity={0.4} />
      <rect x={88} y={130} width={40} height={16} rx={8} fill={BRAND} />
      <Tap x={108} y={138} r={16} />
    </>
  );
}

const PICTURES: Record<InstallGuide, Record<GuideStep, ReactNode>> = {
  chrome: {
    // The address bar, and the ⋮ menu at its right.
    1: (
      <>
        <rect x={20} y={30} width={96} height={20} rx={10} fill={OVERLAY} />
        {[34, 40, 46].map((cy) => (
          <circle key={cy} cx={130} cy={cy} r={2.5} fill={MUTED} />
        ))}
        <Tap x={130} y={40} />
      </>
    ),
    // The open menu, with the install entry.
    2: (
      <>
        <rect x={44} y={28} width={100} height={150} rx={8} fill={OVERLAY} stroke={LINE} />
        <Lines x={56} y={48} count={6} highlight={4} />
        <Tap x={136} y={136} r={10} />
      </>
    ),
    3: <Confirm />,
  },
  samsung: {
    // The bottom bar, and the ≡ menu at its right.
    1: (
      <>
        <rect x={14} y={176} width={132} height={26} fill={OVERLAY} />
        {[184, 189, 194].map((y) => (
          <rect key={y} x={124} y={y} width={14} height={2.5} rx={1} fill={MUTED} />
        ))}
        <Tap x={131} y={189} />
      </>
    ),
    2: (
      <>
        <rect x={20} y={60} width={120} height={118} rx={10} fill={OVERLAY} stroke={LINE} />
        <Lines x={32} y={80} count={5} highlight={2} />
        <Tap x={130} y={124} r={10} />
      </>
    ),
    3: <Confirm />,
  },
  ios: {
    // Safari's bottom toolbar, with the share button (a square and an arrow up) in the middle.
    1: (
      <>
        <rect x={14} y={176} width={132} height={26} fill={OVERLAY} />
        <rect
          x={73}
          y={185}
          width={14}
          height={12}
          rx={2}
          fill="none"
          stroke={BRAND}
          strokeWidth={2}
        />
        <path d="M80 180v10M76 184l4-4 4 4" fill="none" stroke={BRAND} strokeWidth={2} />
        <Tap x={80} y={189} />
      </>
    ),
    // The share sheet, with "Add to Home Screen" and its plus-in-a-square icon.
    2: (
      <>
        <rect x={14} y={70} width={132} height={132} rx={12} fill={OVERLAY} />
        <Lines x={28} y={92} count={5} highlight={3} />
        <rect
          x={116}
          y={151}
          width={14}
          height={14}
          rx={3}
          fill="none"
          stroke={BRAND}
          strokeWidth={2}
        />
        <path d="M123 154v8M119 158h8" stroke={BRAND} strokeWidth={2} />
        <Tap x={123} y={158} r={12} />
      </>
    ),
    // The add sheet: the icon, and "Add" at the top right.
    3: (
      <>
        <rect x={14} y={24} width={132} height={90} rx={10} fill={OVERLAY} />
        <rect x={24} y={34} width={24} height={6} rx={3} fill={MUTED} opacity={0.6} />
        <rect x={116} y={32} width={22} height={10} rx={5} fill={BRAND} />
        <Tap x={127} y={37} r={12} />
        <AppIcon x={28} y={56} size={36} />
        <rect x={72} y={66} width={56} height={6} rx={3} fill={MUTED} opacity={0.6} />
        <rect x={72} y={80} width={40} height={6} rx={3} fill={MUTED} opacity={0.4} />
      </>
    ),
  },
};

export function GuidePicture({ guide, step }: { guide: InstallGuide; step: GuideStep }) {
  return (
    <svg
      viewBox="0 0 160 220"
      width={160}
      height={220}
      aria-hidden="true"
      focusable="false"
      className="h-auto w-32 shrink-0 sm:w-40 md:self-center"
    >
      {/* The phone: its body, screen and notch. */}
      <rect
        x={4}
        y={4}
        width={152}
        height={212}
        rx={22}
        fill={RAISED}
        stroke={LINE}
        strokeWidth={3}
      />
      <rect x={14} y={14} width={132} height={188} rx={12} fill="var(--color-surface)" />
      <rect x={62} y={18} width={36} height={6} rx={3} fill={LINE} />
      {PICTURES[guide][step]}
    </svg>
  );
}

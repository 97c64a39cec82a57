import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  success: 'border-emerald-400/50 bg-emerald-400/10 text-emerald-300',
  warning: 'border-amber-400/50 bg-amber-400/10 text-amber-200',
  danger: 'border-danger/50 bg-danger/10 text-danger',
  neutral: 'border-line bg-surface-overlay text-fg-muted',
};

/** A status in words (never colour alone). */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

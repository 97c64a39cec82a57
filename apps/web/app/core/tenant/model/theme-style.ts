import type { SiteConfig } from '@vitrine/contract/site-config.ts';

// Tenant colours become CSS variables. Text drawn on a brand colour picks black or white by
// contrast, so any palette an operator chooses stays readable (WCAG AA for normal text).

function parseHex(color: string): [number, number, number] | null {
  const hex = color.trim().replace(/^#/, '');
  if (!/^[0-9a-f]+$/i.test(hex)) return null;
  const full =
    hex.length === 3 || hex.length === 4
      ? hex
          .slice(0, 3)
          .split('')
          .map((c) => c + c)
          .join('')
      : hex.slice(0, 6);
  if (full.length !== 6) return null;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(color: string): number | null {
  const rgb = parseHex(color);
  if (!rgb) return null;
  const [r, g, b] = rgb;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Black or white, whichever reads better on `background`. */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const onWhite = contrastRatio(background, '#ffffff') ?? 21;
  const onBlack = contrastRatio(background, '#000000') ?? 1;
  return onBlack >= onWhite ? '#000000' : '#ffffff';
}

export const PAGE_BACKGROUND = '#0b0d17';

export function themeCssVariables(
  theme: Pick<SiteConfig, 'primary_color' | 'secondary_color'>,
): string {
  // The contract only lets plain colour notations through, so these values cannot break out.
  const vars: Record<string, string> = {
    '--color-brand': theme.primary_color,
    '--color-on-brand': readableTextOn(theme.primary_color),
    '--color-accent': theme.secondary_color,
    '--color-on-accent': readableTextOn(theme.secondary_color),
  };
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}

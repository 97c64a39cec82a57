import { formatHundredths } from '~/lib/fixed-decimal';

/**
 * A game's RTP as the page writes it, two decimals in the page's language: 96.5 → "96,50"
 * (pt-BR) or "96.50" (en). The sign and its spacing ("96,50 %", "96.50%") are the locale's copy.
 */
export function formatRtp(rtp: number, locale: string): string {
  return formatHundredths(Math.round(rtp * 100), locale) ?? rtp.toFixed(2);
}

// Counts such as a game's likes, short: "1,2 mil" / "1.2K", spelled here: Intl's compact notation
// loads ICU's compact data during hydration (docs/performance.md "Numbers without Intl"). Other
// locales still go through Intl.

interface CompactStyle {
  decimal: string;
  /** Thousand, million, billion, trillion. */
  suffixes: readonly [string, string, string, string];
}

const NBSP = '\u00a0';
const STYLES: Record<string, CompactStyle> = {
  'pt-BR': { decimal: ',', suffixes: [`${NBSP}mil`, `${NBSP}mi`, `${NBSP}bi`, `${NBSP}tri`] },
  en: { decimal: '.', suffixes: ['K', 'M', 'B', 'T'] },
};

/** One decimal at most, rounded half away from zero, e.g. 1050 → "1,1 mil", 999999 → "1 mi". */
export function formatCompactCount(value: number, locale: string): string {
  const style = STYLES[locale] ?? STYLES[locale.split('-')[0] ?? ''];
  if (!style) {
    return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
      value,
    );
  }
  const count = Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0;
  if (count < 1000) return String(count);
  let magnitude = 0;
  let tenths = Math.round(count / 100);
  // Step up while the rounded figure reaches the next unit (999 999 → "1 mi", not "1000 mil").
  while (tenths >= 10_000 && magnitude < style.suffixes.length - 1) {
    magnitude += 1;
    tenths = Math.round(count / 10 ** (3 * magnitude + 2));
  }
  const whole = Math.floor(tenths / 10);
  const fraction = tenths % 10;
  return `${whole}${fraction ? `${style.decimal}${fraction}` : ''}${style.suffixes[magnitude]}`;
}

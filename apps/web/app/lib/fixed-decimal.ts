// Amounts with two decimals, as Intl writes them in our two languages ("1.234,56" / "1,234.56"),
// spelled here: a page's first Intl.NumberFormat loads ICU's number data during hydration
// (docs/performance.md "Numbers without Intl"). Other locales go through Intl.

interface Separators {
  group: string;
  decimal: string;
}

const SEPARATORS: Record<string, Separators> = {
  pt: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** The separators of a locale this file spells (pt-BR, en, en-US), else null. */
export function separatorsFor(locale: string): Separators | null {
  return SEPARATORS[locale.split('-')[0] ?? ''] ?? null;
}

/** Larger integers lose exactness as doubles; those (never a real amount) go through Intl. */
const LIMIT = Number.MAX_SAFE_INTEGER;

function grouped(whole: number, group: string): string {
  const digits = String(whole);
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    out = out ? `${part}${group}${out}` : part;
  }
  return out;
}

/**
 * A non-negative whole number of hundredths with grouped thousands and two decimals:
 * 123456 → "1.234,56" (pt-BR) or "1,234.56" (en). Null for a locale not spelled here or a value
 * that is not a safe non-negative integer: the caller uses Intl then.
 */
export function formatHundredths(hundredths: number, locale: string): string | null {
  const separators = separatorsFor(locale);
  if (!separators || !Number.isSafeInteger(hundredths) || hundredths < 0 || hundredths > LIMIT) {
    return null;
  }
  const whole = Math.floor(hundredths / 100);
  const cents = String(hundredths % 100).padStart(2, '0');
  return `${grouped(whole, separators.group)}${separators.decimal}${cents}`;
}

/**
 * A non-negative decimal rounded to hundredths the way Intl rounds (half away from zero, on the
 * number's shortest decimal form: 1.005 → 101, where `toFixed` gives "1.00"). Null when the value
 * is not finite, negative, or too large to stay exact.
 */
export function toHundredths(value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const shortest = String(value);
  // Exponent forms: below 1e-6 (rounds to nothing) or from 1e21 (beyond exact integers).
  if (shortest.includes('e')) return value < 1 ? 0 : null;
  // `${value}e2` moves the decimal point on the shortest form, without binary rounding error.
  const hundredths = Math.round(Number(`${shortest}e2`));
  return Number.isSafeInteger(hundredths) ? hundredths : null;
}

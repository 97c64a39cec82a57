// Money is integer centavos in the model and formatted only at the edge (a house rule). The
// currency is always BRL; the locale only changes separators ("R$ 1.234,56" in pt-BR, "R$1,234.56"
// in en). Our two languages are written without Intl (lib/fixed-decimal.ts says why); tests hold
// the output equal to Intl's.
import { formatHundredths } from './fixed-decimal';

const formatters = new Map<string, Intl.NumberFormat>();

function brlFormatter(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** Formats integer centavos as BRL, e.g. `formatBRL(123456)` → "R$ 1.234,56" (with a no-break space). */
export function formatBRL(centavos: number, locale = 'pt-BR'): string {
  // `|| 0` turns -0 into 0: nothing is shown as "-R$ 0,00".
  const safe = Number.isFinite(centavos) ? Math.round(centavos) || 0 : 0;
  const digits = formatHundredths(Math.abs(safe), locale);
  if (digits === null) return brlFormatter(locale).format(safe / 100);
  const sign = safe < 0 ? '-' : '';
  // pt-BR puts a no-break space after the symbol; English writes them together.
  return locale.startsWith('pt') ? `${sign}R$\u00a0${digits}` : `${sign}R$${digits}`;
}

const PLAIN = /^(\d+)(?:,(\d{0,2}))?$/;
const GROUPED = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{0,2}))?$/;
// Phones and habit: "10.50" typed into a BRL field means ten reais and fifty centavos.
const DECIMAL_POINT = /^(\d+)\.(\d{1,2})$/;

/**
 * Parses what a player types into an amount field, in centavos: "10", "10,5", "10,50", "1.234,56",
 * "R$ 10,00", "10.50". Dots followed by three digits are thousands separators ("1.234" is R$ 1.234).
 * Returns null for anything else: negatives, more than two decimals, letters, empty text.
 */
export function parseBRLInput(text: string): number | null {
  const cleaned = text.replace(/R\$/gi, '').replace(/\s/g, '');
  const match = PLAIN.exec(cleaned) ?? GROUPED.exec(cleaned) ?? DECIMAL_POINT.exec(cleaned);
  if (!match) return null;
  const reais = Number((match[1] ?? '').replace(/\./g, ''));
  const centavos = Number((match[2] ?? '').padEnd(2, '0'));
  const total = reais * 100 + centavos;
  return Number.isSafeInteger(total) ? total : null;
}

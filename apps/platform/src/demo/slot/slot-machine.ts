import { randomInt } from 'node:crypto';
import type { Locale } from '@vitrine/contract/locale.ts';

// The demo slot's maths (docs/design/casino-api.md "Demo slot"): 3 reels × 3 rows, every cell drawn
// on its own from the weights below with crypto randomness. Five lines pay — the three rows and the
// two diagonals — each worth stake ÷ 5 × the multiplier of three equal symbols on it, in whole
// centavos (`roundWin`). With these weights the theoretical return to player is 94.77 %
// (`rtpPercent()`, shown on every game card; checked by slot-rtp.test.ts).

export const SLOT_SYMBOLS = [
  { id: 'cherry', weight: 8, multiplier: 16, name: { 'pt-BR': 'Cereja', en: 'Cherry' } },
  { id: 'lemon', weight: 7, multiplier: 25, name: { 'pt-BR': 'Limão', en: 'Lemon' } },
  { id: 'orange', weight: 6, multiplier: 35, name: { 'pt-BR': 'Laranja', en: 'Orange' } },
  { id: 'grapes', weight: 5, multiplier: 50, name: { 'pt-BR': 'Uvas', en: 'Grapes' } },
  { id: 'bell', weight: 4, multiplier: 80, name: { 'pt-BR': 'Sino', en: 'Bell' } },
  { id: 'star', weight: 3, multiplier: 160, name: { 'pt-BR': 'Estrela', en: 'Star' } },
  { id: 'diamond', weight: 2, multiplier: 400, name: { 'pt-BR': 'Diamante', en: 'Diamond' } },
  { id: 'seven', weight: 1, multiplier: 1000, name: { 'pt-BR': 'Sete', en: 'Seven' } },
] as const satisfies readonly {
  id: string;
  weight: number;
  multiplier: number;
  name: Record<Locale, string>;
}[];

export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export type SymbolId = SlotSymbol['id'];

/** The stakes on offer, in centavos: R$ 0,20 … R$ 50,00. Each divides by the 5 lines. */
export const SLOT_STAKES = [20, 50, 100, 200, 500, 1000, 2000, 5000] as const;

export const REELS = 3;
export const ROWS = 3;

/** Each line is the row it crosses on reel 1, 2 and 3: the three rows, then the two diagonals. */
export const PAYLINES: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** `reels[reel][row]`. */
export type Reels = SymbolId[][];

const TOTAL_WEIGHT = SLOT_SYMBOLS.reduce((sum, symbol) => sum + symbol.weight, 0);

function drawSymbol(random: (limit: number) => number): SymbolId {
  let ticket = random(TOTAL_WEIGHT);
  for (const symbol of SLOT_SYMBOLS) {
    if (ticket < symbol.weight) return symbol.id;
    ticket -= symbol.weight;
  }
  throw new Error('ticket beyond the total weight');
}

/** A fresh 3 × 3 window; `random(limit)` gives an integer in [0, limit). */
export function drawReels(random: (limit: number) => number = randomInt): Reels {
  return Array.from({ length: REELS }, () =>
    Array.from({ length: ROWS }, () => drawSymbol(random)),
  );
}

const multiplierOf = new Map<SymbolId, number>(SLOT_SYMBOLS.map((s) => [s.id, s.multiplier]));

/** The lines (indexes into PAYLINES) holding three equal symbols, with their multipliers. */
export function winningLines(reels: Reels): { line: number; multiplier: number }[] {
  const wins: { line: number; multiplier: number }[] = [];
  PAYLINES.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => reels[reel]?.[row]);
    const [first] = symbols;
    if (first && symbols.every((symbol) => symbol === first)) {
      wins.push({ line, multiplier: multiplierOf.get(first) ?? 0 });
    }
  });
  return wins;
}

/**
 * What a round pays, in whole centavos: stake ÷ 5 per line × the multipliers of the lines won,
 * computed as stake × the summed multipliers divided by the 5 lines once, rounded down — the house
 * never pays a fraction, and a stake that does not divide by 5 loses under a centavo per round, not
 * per line. The offered stakes divide by 5, so for them the win is exact.
 */
export function roundWin(reels: Reels, stake: number): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new Error(`stake ${stake} is not centavos`);
  const multipliers = winningLines(reels).reduce((sum, win) => sum + win.multiplier, 0);
  const owed = stake * multipliers;
  // Integers only: subtracting the remainder makes the division exact. A fraction or an overflow
  // must never reach the ledger; failing the round is the lesser harm.
  if (!Number.isSafeInteger(owed)) throw new Error(`stake ${stake} overflows the win`);
  const win = (owed - (owed % PAYLINES.length)) / PAYLINES.length;
  if (!Number.isSafeInteger(win)) throw new Error(`win ${win} is not a whole number of centavos`);
  return win;
}

/** The theoretical share of the stakes paid back (cells are independent, so per line). */
export function returnToPlayer(): number {
  return SLOT_SYMBOLS.reduce(
    (sum, symbol) => sum + (symbol.weight / TOTAL_WEIGHT) ** 3 * symbol.multiplier,
    0,
  );
}

/**
 * The theoretical RTP in percent, two decimals, rounded down so it never overstates:
 * Σ weight³ × multiplier ÷ (total weight)³, in integers (issue 35, Portaria 1.207/2024).
 */
export function rtpPercent(): number {
  const won = SLOT_SYMBOLS.reduce((sum, symbol) => sum + symbol.weight ** 3 * symbol.multiplier, 0);
  const basisPoints = Math.floor((won * 10_000) / TOTAL_WEIGHT ** 3);
  return basisPoints / 100;
}

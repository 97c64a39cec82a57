import type { Locale } from '@vitrine/contract/locale.ts';
import type { GamePaytable } from '../../services/game-provider.ts';
import { PAYLINES, REELS, ROWS, SLOT_SYMBOLS } from './slot-machine.ts';

// The demo slot's paytable (issue 35; Portaria 1.207/2024: before betting and at any time during
// play), from the same symbols and lines `roundWin` pays by, so the two cannot drift apart.

const RULES: Record<Locale, readonly string[]> = {
  'pt-BR': [
    `${REELS} rolos × ${ROWS} fileiras; cada casa é sorteada de forma independente.`,
    `Pagam ${PAYLINES.length} linhas: as três fileiras e as duas diagonais.`,
    'Três símbolos iguais numa linha pagam a aposta × o valor da tabela; as linhas premiadas se somam.',
    'Os prêmios são pagos em centavos inteiros, arredondados para baixo.',
  ],
  en: [
    `${REELS} reels × ${ROWS} rows; each cell is drawn independently.`,
    `${PAYLINES.length} lines pay: the three rows and the two diagonals.`,
    'Three equal symbols on a line pay the stake × the value in the table; winning lines add up.',
    'Wins are paid in whole centavos, rounded down.',
  ],
};

/** The paytable in `lang`: best paying symbol first, each as a multiple of the round's stake. */
export function slotPaytable(lang: Locale): GamePaytable {
  return {
    lines: PAYLINES.length,
    symbols: SLOT_SYMBOLS.map((symbol) => ({
      id: symbol.id,
      name: symbol.name[lang],
      // A line is worth stake ÷ lines, so three on it pay stake × multiplier ÷ lines.
      pays: symbol.multiplier / PAYLINES.length,
    })).sort((a, b) => b.pays - a.pays),
    rules: [...RULES[lang]],
  };
}

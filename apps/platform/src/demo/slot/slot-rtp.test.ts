import { describe, expect, it } from 'vitest';
import {
  PAYLINES,
  type Reels,
  REELS,
  roundWin,
  rtpPercent,
  SLOT_SYMBOLS,
  type SymbolId,
} from './slot-machine.ts';
import { slotPage } from './slot-page.ts';
import { slotPaytable } from './slot-paytable.ts';

// Issue 35: the RTP shown on every card is the slot's own, not a number typed in.

const TOTAL_WEIGHT = SLOT_SYMBOLS.reduce((sum, symbol) => sum + symbol.weight, 0);

/** Every choice of one symbol per reel, with its weight (the product of the three draws' weights). */
function everyReelTriple(): { symbols: SymbolId[]; weight: number }[] {
  let triples: { symbols: SymbolId[]; weight: number }[] = [{ symbols: [], weight: 1 }];
  for (let reel = 0; reel < REELS; reel += 1) {
    triples = triples.flatMap((triple) =>
      SLOT_SYMBOLS.map((symbol) => ({
        symbols: [...triple.symbols, symbol.id],
        weight: triple.weight * symbol.weight,
      })),
    );
  }
  return triples;
}

describe("the demo slot's RTP", () => {
  it('is 94.77 %, by exhaustive enumeration of what a line reads through the real pay rules', () => {
    // Each line reads one cell of each reel, and cells are drawn independently, so every line sees
    // the same distribution of symbol triples. A window whose reels are each one symbol repeated
    // shows a triple on all five lines at once: its win is five lines' worth of that triple, and
    // by linearity the weighted mean of those wins is the expected win of a round.
    const stake = 500;
    let paidTimesWeight = 0;
    let totalWeight = 0;
    for (const { symbols, weight } of everyReelTriple()) {
      const window: Reels = symbols.map((symbol) => [symbol, symbol, symbol]);
      paidTimesWeight += roundWin(window, stake) * weight;
      totalWeight += weight;
    }
    expect(totalWeight).toBe(TOTAL_WEIGHT ** REELS);
    // Exactly 44 217 / 46 656 of the stake comes back: 94.7723… %.
    expect(paidTimesWeight * 46_656).toBe(44_217 * stake * totalWeight);
    expect(Math.floor((paidTimesWeight * 10_000) / (stake * totalWeight)) / 100).toBe(94.77);
    expect(rtpPercent()).toBe(94.77);
  });

  it('is at least the 85 % Portaria 1.207/2024 asks of a game', () => {
    expect(rtpPercent()).toBeGreaterThanOrEqual(85);
  });
});

describe("the demo slot's paytable", () => {
  it('lists every symbol, best first, paying what roundWin pays for three on one line', () => {
    const table = slotPaytable('pt-BR');
    expect(table.lines).toBe(PAYLINES.length);
    expect(table.symbols.map((symbol) => symbol.id)).toEqual([
      'seven',
      'diamond',
      'star',
      'bell',
      'grapes',
      'orange',
      'lemon',
      'cherry',
    ]);
    expect(table.symbols[0]).toEqual({ id: 'seven', name: 'Sete', pays: 200 });
    const pays = new Map(table.symbols.map((symbol) => [symbol.id, symbol.pays]));
    for (const { id } of SLOT_SYMBOLS) {
      // Three on the top row only: the other rows and the diagonals are broken by the middle row.
      const window: Reels = [
        [id, 'cherry', 'lemon'],
        [id, id === 'lemon' ? 'orange' : 'lemon', 'cherry'],
        [id, 'orange', id === 'orange' ? 'grapes' : 'orange'],
      ];
      expect(roundWin(window, 100), id).toBe((pays.get(id) ?? -1) * 100);
    }
  });

  it('speaks the asked language', () => {
    const english = slotPaytable('en');
    expect(english.symbols.at(-1)).toEqual({ id: 'cherry', name: 'Cherry', pays: 3.2 });
    expect(english.rules[1]).toBe('5 lines pay: the three rows and the two diagonals.');
    expect(slotPaytable('pt-BR').rules[1]).toBe(
      'Pagam 5 linhas: as três fileiras e as duas diagonais.',
    );
  });
});

describe("the slot's own page", () => {
  const page = (lang: 'pt-BR' | 'en') =>
    slotPage({
      lang,
      title: 'Tigre da Sorte',
      providerName: 'Vitrine Originals',
      mode: 'demo',
      balance: 100_000,
      spinUrl: 'http://api.test/spin',
      nonce: 'n',
      reels: [
        ['cherry', 'lemon', 'orange'],
        ['bell', 'star', 'seven'],
        ['grapes', 'diamond', 'cherry'],
      ],
    });

  it('shows the same RTP as the card, to two decimals, with the note, during play', () => {
    const note = (html: string) => /<p class="note">([^<]*RTP[^<]*)<\/p>/u.exec(html)?.[1];
    expect(note(page('pt-BR'))).toBe(
      'Retorno teórico ao jogador (RTP): 94,77 %. Média teórica de retorno ao jogador a longo prazo; cada rodada é aleatória.',
    );
    expect(note(page('en'))).toBe(
      'Theoretical return to player (RTP): 94.77%. A theoretical long-term average return to players; every round is random.',
    );
  });
});

import { randomUUID } from 'node:crypto';
import type { BetMake } from '../sportsbook.ts';

// For the platform's tests and the sportsbook bench: Betby's wallet calls, as its betslip sends them.

/** bet/make's data: a single on one Brasileirão match. */
export function betMakeData(playerId: number, amount: number, transactionId: string) {
  return {
    amount,
    currency: 'BRL',
    player_id: String(playerId),
    session_id: randomUUID(),
    transaction: { id: transactionId, amount, currency: 'BRL', operation: 'bet' },
    betslip: {
      id: randomUUID(),
      type: '1/1',
      sum: amount,
      k: '2.10',
      bets: [
        {
          id: randomUUID(),
          event_id: 'bra-1-flamengo-palmeiras',
          sport_name: 'Futebol',
          tournament_name: 'Brasileirão Série A',
          competitor_name: ['Flamengo', 'Palmeiras'],
          market_name: 'Resultado final',
          outcome_name: 'Flamengo',
          odds: '2.10',
          live: false,
        },
      ],
    },
  } satisfies BetMake;
}

// What the journeys click in the platform's Betby stand-in (docs/design/sportsbook-api.md "What a
// journey clicks"): its live match, which the promo widget shows too.

/** The stand-in's live match in our sportsbook's address. */
export const MATCH = '/sportsbook/futebol/brasileirao/flamengo-palmeiras';
/** Its name, the match page's heading. */
export const MATCH_NAME = 'Flamengo × Palmeiras';
/** A price for Flamengo to win (its accessible name carries the odds). */
export const FLAMENGO_WINS = /^Flamengo — Resultado final, odd /;

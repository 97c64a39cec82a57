import type { SportsbookLang } from '@vitrine/contract/sportsbook.ts';
import type { StandInEvent, StandInFixtures } from '@vitrine/contract/sportsbook-stand-in.ts';

// The Betby stand-in's seeded fixtures: fixed matches and odds, their kick-off times counted from
// now so that "live" and "starting soon" stay true whenever the demo runs. The server prices a bet
// from here, never from what the browser sends.

type Localized = Record<SportsbookLang, string>;

const SPORTS = {
  futebol: { 'pt-br': 'Futebol', en: 'Football' },
  basquete: { 'pt-br': 'Basquete', en: 'Basketball' },
  esports: { 'pt-br': 'eSports', en: 'eSports' },
} as const satisfies Record<string, Localized>;
type Sport = keyof typeof SPORTS;

const LEAGUES = {
  brasileirao: {
    sport: 'futebol',
    name: { 'pt-br': 'Brasileirão Série A', en: 'Brasileirão Série A' },
  },
  libertadores: {
    sport: 'futebol',
    name: { 'pt-br': 'Copa Libertadores', en: 'Copa Libertadores' },
  },
  'premier-league': { sport: 'futebol', name: { 'pt-br': 'Premier League', en: 'Premier League' } },
  nba: { sport: 'basquete', name: { 'pt-br': 'NBA', en: 'NBA' } },
  cs2: { sport: 'esports', name: { 'pt-br': 'Counter-Strike 2', en: 'Counter-Strike 2' } },
} as const satisfies Record<string, { sport: Sport; name: Localized }>;
type League = keyof typeof LEAGUES;

interface SeededMatch {
  id: string;
  league: League;
  home: string;
  away: string;
  /** Minutes from now (negative: kicked off, live). */
  startsIn: number;
  score?: string;
  clock?: string;
  /** Football: home, draw, away; others: home, away. */
  odds: readonly string[];
  /** Football: both teams to score, yes / no. */
  bothScore?: readonly [string, string];
}

const MATCHES: readonly SeededMatch[] = [
  {
    id: 'flamengo-palmeiras',
    league: 'brasileirao',
    home: 'Flamengo',
    away: 'Palmeiras',
    startsIn: -67,
    score: '2 – 1',
    clock: "67'",
    odds: ['1.45', '4.20', '6.50'],
    bothScore: ['1.30', '3.40'],
  },
  {
    id: 'corinthians-sao-paulo',
    league: 'brasileirao',
    home: 'Corinthians',
    away: 'São Paulo',
    startsIn: 45,
    odds: ['2.40', '3.10', '3.00'],
    bothScore: ['1.95', '1.80'],
  },
  {
    id: 'atletico-mg-cruzeiro',
    league: 'brasileirao',
    home: 'Atlético-MG',
    away: 'Cruzeiro',
    startsIn: 120,
    odds: ['2.05', '3.25', '3.70'],
    bothScore: ['1.85', '1.90'],
  },
  {
    id: 'gremio-internacional',
    league: 'brasileirao',
    home: 'Grêmio',
    away: 'Internacional',
    startsIn: 26 * 60,
    odds: ['2.60', '3.05', '2.75'],
    bothScore: ['1.90', '1.85'],
  },
  {
    id: 'river-plate-fluminense',
    league: 'libertadores',
    home: 'River Plate',
    away: 'Fluminense',
    startsIn: -12,
    score: '0 – 0',
    clock: "12'",
    odds: ['1.90', '3.30', '4.30'],
    bothScore: ['2.00', '1.75'],
  },
  {
    id: 'boca-juniors-botafogo',
    league: 'libertadores',
    home: 'Boca Juniors',
    away: 'Botafogo',
    startsIn: 90,
    odds: ['2.20', '3.10', '3.40'],
    bothScore: ['2.05', '1.72'],
  },
  {
    id: 'liverpool-manchester-city',
    league: 'premier-league',
    home: 'Liverpool',
    away: 'Manchester City',
    startsIn: -55,
    score: '1 – 1',
    clock: "55'",
    odds: ['2.90', '3.00', '2.60'],
    bothScore: ['1.40', '2.80'],
  },
  {
    id: 'arsenal-chelsea',
    league: 'premier-league',
    home: 'Arsenal',
    away: 'Chelsea',
    startsIn: 30,
    odds: ['1.85', '3.60', '4.20'],
    bothScore: ['1.70', '2.10'],
  },
  {
    id: 'manchester-united-tottenham',
    league: 'premier-league',
    home: 'Manchester United',
    away: 'Tottenham',
    startsIn: 28 * 60,
    odds: ['2.30', '3.50', '2.95'],
    bothScore: ['1.55', '2.35'],
  },
  {
    id: 'lakers-celtics',
    league: 'nba',
    home: 'Los Angeles Lakers',
    away: 'Boston Celtics',
    startsIn: -80,
    score: '88 – 85',
    clock: 'Q3',
    odds: ['1.75', '2.05'],
  },
  {
    id: 'warriors-nuggets',
    league: 'nba',
    home: 'Golden State Warriors',
    away: 'Denver Nuggets',
    startsIn: 150,
    odds: ['2.15', '1.70'],
  },
  {
    id: 'furia-navi',
    league: 'cs2',
    home: 'FURIA',
    away: 'Natus Vincere',
    startsIn: -40,
    score: '1 – 0',
    clock: 'Mapa 2',
    odds: ['2.35', '1.58'],
  },
  {
    id: 'mibr-vitality',
    league: 'cs2',
    home: 'MIBR',
    away: 'Team Vitality',
    startsIn: 60,
    odds: ['4.50', '1.18'],
  },
  {
    id: 'imperial-faze',
    league: 'cs2',
    home: 'Imperial',
    away: 'FaZe Clan',
    startsIn: 30 * 60,
    odds: ['3.10', '1.36'],
  },
];

const WORDS = {
  result: { 'pt-br': 'Resultado final', en: 'Match result' },
  winner: { 'pt-br': 'Vencedor', en: 'Winner' },
  draw: { 'pt-br': 'Empate', en: 'Draw' },
  bothScore: { 'pt-br': 'Ambas marcam', en: 'Both teams to score' },
  yes: { 'pt-br': 'Sim', en: 'Yes' },
  no: { 'pt-br': 'Não', en: 'No' },
  map: { 'pt-br': 'Mapa', en: 'Map' },
} as const satisfies Record<string, Localized>;

function markets(match: SeededMatch, lang: SportsbookLang): StandInEvent['markets'] {
  const outcome = (market: string, key: string, name: string, odds: string) => ({
    id: `${match.id}.${market}.${key}`,
    name,
    odds,
  });
  if (!match.bothScore) {
    const [home = '', away = ''] = match.odds;
    return [
      {
        id: 'winner',
        name: WORDS.winner[lang],
        outcomes: [
          outcome('winner', 'home', match.home, home),
          outcome('winner', 'away', match.away, away),
        ],
      },
    ];
  }
  const [home = '', draw = '', away = ''] = match.odds;
  return [
    {
      id: 'result',
      name: WORDS.result[lang],
      outcomes: [
        outcome('result', 'home', match.home, home),
        outcome('result', 'draw', WORDS.draw[lang], draw),
        outcome('result', 'away', match.away, away),
      ],
    },
    {
      id: 'both-score',
      name: WORDS.bothScore[lang],
      outcomes: [
        outcome('both-score', 'yes', WORDS.yes[lang], match.bothScore[0]),
        outcome('both-score', 'no', WORDS.no[lang], match.bothScore[1]),
      ],
    },
  ];
}

/** The fixtures in `lang`, kick-off times counted from `now`. */
export function standInFixtures(lang: SportsbookLang, now: Date): StandInFixtures {
  return {
    sports: Object.entries(SPORTS).map(([id, name]) => ({ id, name: name[lang] })),
    leagues: Object.entries(LEAGUES).map(([id, league]) => ({
      id,
      sport: league.sport,
      name: league.name[lang],
      popular: true,
    })),
    events: MATCHES.map((match) => {
      const sport = LEAGUES[match.league].sport;
      return {
        id: match.id,
        sport,
        league: match.league,
        path: `/${sport}/${match.league}/${match.id}`,
        home: match.home,
        away: match.away,
        live: match.startsIn < 0,
        score: match.score ?? null,
        clock: match.clock?.replace('Mapa', WORDS.map[lang]) ?? null,
        starts_at: new Date(now.getTime() + match.startsIn * 60_000).toISOString(),
        markets: markets(match, lang),
      };
    }),
  };
}

/** One priced selection: the match, its market and outcome, as the server has them. */
export interface PricedSelection {
  event: StandInEvent;
  sportName: string;
  leagueName: string;
  market: StandInEvent['markets'][number];
  outcome: StandInEvent['markets'][number]['outcomes'][number];
}

/** The selection `outcomeId` of match `eventId`, or null when the fixtures have no such thing. */
export function priceSelection(
  fixtures: StandInFixtures,
  eventId: string,
  outcomeId: string,
): PricedSelection | null {
  const event = fixtures.events.find((candidate) => candidate.id === eventId);
  if (!event) return null;
  for (const market of event.markets) {
    const outcome = market.outcomes.find((candidate) => candidate.id === outcomeId);
    if (outcome) {
      return {
        event,
        sportName: fixtures.sports.find((sport) => sport.id === event.sport)?.name ?? event.sport,
        leagueName:
          fixtures.leagues.find((league) => league.id === event.league)?.name ?? event.league,
        market,
        outcome,
      };
    }
  }
  return null;
}

/** Odds in hundredths ("2.10" → 210). */
export const oddsHundredths = (odds: string) => Math.round(Number(odds) * 100);

/** The total odds of selections: their product, kept to two decimals at each step. */
export function totalOdds(odds: readonly string[]): string {
  const product = odds.reduce(
    (total, each) => Math.round((total * oddsHundredths(each)) / 100),
    100,
  );
  return (product / 100).toFixed(2);
}

/** What a stake returns at `odds`, stake included, in centavos. */
export const potentialWin = (stake: number, odds: string) =>
  Math.round((stake * oddsHundredths(odds)) / 100);

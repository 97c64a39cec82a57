import { type ArtMotif, artOf } from './game-art.ts';

// The demo casino catalogue, generated (docs/design/casino-api.md "Seed"): invented providers and
// Portuguese-flavoured titles, drawn from a seeded PRNG so that a tenant gets the same games on
// every fresh start. A few games are fixed, for tests and demos: `vitrine-originals` with
// `tigre-da-sorte` (real money), `fortuna-demo` (demo only) and `broken-fortune` (in maintenance: it
// never launches).

export type SeedGameType = 'slot' | 'live' | 'table' | 'crash' | 'instant';

export interface SeedProvider {
  code: string;
  name: string;
  colour: string;
  /** How often each type comes up among its games. */
  mix: Partial<Record<SeedGameType, number>>;
}

export interface SeedGame {
  providerCode: string;
  code: string;
  title: string;
  type: SeedGameType;
  categories: string[];
  hasTables: boolean;
  onlyDemo: boolean;
  bonusAllowed: boolean;
  views: number;
  likes: number;
  featuredPosition: number | null;
  /** Down for maintenance: its launch answers the maintenance outcome. */
  maintenance: boolean;
  art: number;
  /** How long before the seed ran the game was added. */
  ageDays: number;
}

export const ORIGINALS = 'vitrine-originals';
export const STABLE_GAMES = {
  tigre: { providerCode: ORIGINALS, code: 'tigre-da-sorte', title: 'Tigre da Sorte' },
  fortunaDemo: { providerCode: ORIGINALS, code: 'fortuna-demo', title: 'Fortuna Demo' },
  broken: { providerCode: ORIGINALS, code: 'broken-fortune', title: 'Fortuna Quebrada' },
} as const;

const SLOTS_ONLY = { slot: 1 };
export const SEED_PROVIDERS: readonly SeedProvider[] = [
  {
    code: ORIGINALS,
    name: 'Vitrine Originals',
    colour: '#7c3aed',
    mix: { slot: 6, crash: 2, instant: 2 },
  },
  { code: 'aurora-gaming', name: 'Aurora Gaming', colour: '#db2777', mix: SLOTS_ONLY },
  { code: 'pampas-play', name: 'Pampas Play', colour: '#15803d', mix: { slot: 8, table: 2 } },
  { code: 'samba-studios', name: 'Samba Studios', colour: '#ea580c', mix: SLOTS_ONLY },
  {
    code: 'tropicalia-games',
    name: 'Tropicália Games',
    colour: '#0891b2',
    mix: { slot: 9, instant: 1 },
  },
  { code: 'jaguar-interactive', name: 'Jaguar Interactive', colour: '#a16207', mix: SLOTS_ONLY },
  { code: 'ipanema-live', name: 'Ipanema Live', colour: '#be123c', mix: { live: 1 } },
  { code: 'cerrado-labs', name: 'Cerrado Labs', colour: '#4d7c0f', mix: { slot: 6, instant: 4 } },
  { code: 'boto-rosa', name: 'Boto Rosa Gaming', colour: '#c026d3', mix: SLOTS_ONLY },
  { code: 'mandacaru-slots', name: 'Mandacaru Slots', colour: '#65a30d', mix: SLOTS_ONLY },
  {
    code: 'foguete-games',
    name: 'Foguete Games',
    colour: '#dc2626',
    mix: { crash: 6, instant: 4 },
  },
  {
    code: 'araucaria-studios',
    name: 'Araucária Studios',
    colour: '#1d4ed8',
    mix: { slot: 7, table: 3 },
  },
  {
    code: 'lagoa-azul-live',
    name: 'Lagoa Azul Live',
    colour: '#0369a1',
    mix: { live: 7, table: 3 },
  },
  { code: 'capivara-play', name: 'Capivara Play', colour: '#92400e', mix: { slot: 7, instant: 3 } },
];

/** mulberry32: a small, fast, seeded PRNG (uniform in [0, 1)). */
export function seededRandom(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state, 31) + char.charCodeAt(0)) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};
function weighted<K extends string>(random: Random, weights: Partial<Record<K, number>>): K {
  const entries = Object.entries(weights) as [K, number][];
  let ticket = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [key, weight] of entries) {
    if (ticket < weight) return key;
    ticket -= weight;
  }
  const last = entries.at(-1);
  if (!last) throw new Error('no weights');
  return last[0];
}

// ——— Titles. Nouns carry their gender so that "do Tigre Dourado" and "da Onça Dourada" agree.
type Gendered = readonly [word: string, gender: 'm' | 'f'];
const CREATURES: readonly Gendered[] = [
  ['Tigre', 'm'],
  ['Onça', 'f'],
  ['Arara', 'f'],
  ['Tucano', 'm'],
  ['Boto', 'm'],
  ['Jacaré', 'm'],
  ['Capivara', 'f'],
  ['Mico-Leão', 'm'],
  ['Sereia', 'f'],
  ['Dragão', 'm'],
  ['Lobo-Guará', 'm'],
  ['Pantera', 'f'],
  ['Fênix', 'f'],
  ['Búfalo', 'm'],
  ['Touro', 'm'],
  ['Coruja', 'f'],
  ['Raposa', 'f'],
  ['Leão', 'm'],
  ['Águia', 'f'],
  ['Serpente', 'f'],
  ['Saci', 'm'],
  ['Iara', 'f'],
  ['Curupira', 'm'],
  ['Beija-Flor', 'm'],
  ['Tartaruga', 'f'],
];
const QUALITIES: readonly (readonly [masculine: string, feminine: string])[] = [
  ['Dourado', 'Dourada'],
  ['Selvagem', 'Selvagem'],
  ['da Sorte', 'da Sorte'],
  ['Encantado', 'Encantada'],
  ['Sortudo', 'Sortuda'],
  ['de Fogo', 'de Fogo'],
  ['Lendário', 'Lendária'],
  ['Tropical', 'Tropical'],
  ['de Prata', 'de Prata'],
  ['Místico', 'Mística'],
  ['Real', 'Real'],
  ['Carioca', 'Carioca'],
  ['Milionário', 'Milionária'],
  ['Brilhante', 'Brilhante'],
  ['Veloz', 'Veloz'],
  ['de Cristal', 'de Cristal'],
];
const TREASURES = [
  'Fortuna',
  'Tesouro',
  'Reino',
  'Templo',
  'Ouro',
  'Festa',
  'Lenda',
  'Jornada',
  'Segredo',
  'Ilha',
  'Noite',
  'Caça',
  'Coroa',
  'Baú',
  'Joias',
  'Magia',
] as const;
const PLACES = [
  'Carnaval',
  'Samba',
  'Copacabana',
  'Amazônia',
  'Pantanal',
  'Frevo',
  'Forró',
  'Maracatu',
  'Caipirinha',
  'Feijoada',
  'Bossa',
  'Sertão',
  'Lapa',
  'Pelourinho',
  'Guaraná',
  'Açaí',
  'Cacau',
  'Café',
  'Ipanema',
  'Chapada',
  'Lençóis',
  'Fernando de Noronha',
  'Bonito',
  'Olinda',
] as const;
const SLOT_SUFFIXES = [
  'Cash',
  'Bonanza',
  'Megaways',
  'Hold & Win',
  'Deluxe',
  'Mania',
  'Rush',
  'Blitz',
  '1000',
  'Gold',
  'Fever',
  'Jackpot',
  'Wild',
  'Spins',
] as const;
const TABLE_GAMES = [
  'Roleta',
  'Blackjack',
  'Bacará',
  'Roleta Relâmpago',
  'Dragon Tiger',
  'Sic Bo',
  'Pôquer Cassino',
  'Andar Bahar',
  'Roda da Fortuna',
  'Dados',
  'Roleta Europeia',
  'Video Pôquer',
  'Texas Hold’em',
] as const;
const TABLE_SETTINGS = [
  'Brasileira',
  'Copacabana',
  'Ipanema',
  'Paulista',
  'Leblon',
  'Pelourinho',
  'VIP',
  'Speed',
  'Lounge',
  'Premium',
  'Carioca',
  'Salvador',
  'Floripa',
  'Gramado',
  'Clássico',
  'Turbo',
  'Gold',
] as const;
const CRASH_NAMES = [
  'Foguetinho',
  'Aviãozinho',
  'Balão',
  'Cometa',
  'Jet Tucano',
  'Astronauta',
  'Pipa',
  'Zepelim',
  'Disco Voador',
  'Asa-Delta',
  'Paraquedas',
  'Satélite',
] as const;
const CRASH_SUFFIXES = [
  'X',
  'Turbo',
  '2000',
  'Crash',
  'Rush',
  'Max',
  'Gold',
  'Neon',
  'Pro',
] as const;
const INSTANT_NAMES = [
  'Mines',
  'Plinko',
  'Raspadinha',
  'Dice',
  'Hi-Lo',
  'Keno',
  'Bingo',
  'Torre',
  'Chicken',
  'Pênalti',
  'Caça-Palavras',
  'Roda',
] as const;
const INSTANT_SETTINGS = [
  'Tropical',
  'do Samba',
  'do Sertão',
  'Carioca',
  'Dourado',
  'Turbo',
  'Neon',
  'da Festa',
  'da Praia',
  'da Amazônia',
  'Junino',
  'Mania',
] as const;

function titleFor(random: Random, type: SeedGameType): string {
  switch (type) {
    case 'slot': {
      const roll = random();
      if (roll < 0.45) {
        const [creature, gender] = pick(random, CREATURES);
        const [masculine, feminine] = pick(random, QUALITIES);
        return `${pick(random, TREASURES)} ${gender === 'm' ? 'do' : 'da'} ${creature} ${gender === 'm' ? masculine : feminine}`;
      }
      if (roll < 0.7) {
        const [creature, gender] = pick(random, CREATURES);
        const [masculine, feminine] = pick(random, QUALITIES);
        return `${creature} ${gender === 'm' ? masculine : feminine}`;
      }
      return `${pick(random, PLACES)} ${pick(random, SLOT_SUFFIXES)}`;
    }
    case 'live':
      return `${pick(random, TABLE_GAMES)} ${pick(random, TABLE_SETTINGS)} ao Vivo`;
    case 'table':
      return `${pick(random, TABLE_GAMES)} ${pick(random, TABLE_SETTINGS)}`;
    case 'crash':
      return `${pick(random, CRASH_NAMES)} ${pick(random, CRASH_SUFFIXES)}`;
    case 'instant':
      return `${pick(random, INSTANT_NAMES)} ${pick(random, INSTANT_SETTINGS)}`;
  }
}

/** "Fortuna do Tigre Dourado" → "fortuna-do-tigre-dourado" (the contract's `[a-z0-9-]`). */
export function gameCodeOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70);
}

const MOTIFS: Record<SeedGameType, readonly ArtMotif[]> = {
  slot: ['star', 'diamond', 'seven', 'coin', 'crown'],
  live: ['cards', 'roulette'],
  table: ['cards', 'roulette'],
  crash: ['rocket'],
  instant: ['coin', 'diamond', 'rocket'],
};

function categoriesFor(random: Random, type: SeedGameType, title: string): string[] {
  const roulette = title.startsWith('Roleta') || title.startsWith('Roda');
  switch (type) {
    case 'slot': {
      const slugs = ['slots'];
      if (title.includes('Megaways') || random() < 0.12) slugs.push('megaways');
      if (random() < 0.25) slugs.push('compra-bonus');
      if (/Jackpot|Milion|Tesouro|Fortuna/.test(title) || random() < 0.08) slugs.push('jackpots');
      return slugs;
    }
    case 'live':
      return roulette ? ['ao-vivo', 'roleta'] : ['ao-vivo'];
    case 'table':
      return roulette ? ['mesa', 'roleta'] : ['mesa'];
    // Instant games (mines, plinko, …) sit with the crash games, as lobbies usually show them.
    case 'crash':
    case 'instant':
      return ['crash'];
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Games added in the last month are "novos". */
const NEW_FOR_DAYS = 30;
/** The most viewed twelfth of the catalogue is "populares". */
const POPULAR_SHARE = 1 / 12;
/** How many games the operator features, besides the fixed ones. */
const FEATURED_COUNT = 10;

function fixedGames(): SeedGame[] {
  const base = {
    providerCode: ORIGINALS,
    type: 'slot' as const,
    hasTables: false,
    bonusAllowed: true,
  };
  return [
    {
      ...base,
      ...STABLE_GAMES.tigre,
      categories: ['slots', 'jackpots'],
      onlyDemo: false,
      views: 185_000,
      likes: 12_400,
      featuredPosition: 1,
      maintenance: false,
      art: artOf('coin', 2),
      ageDays: 200,
    },
    {
      ...base,
      ...STABLE_GAMES.fortunaDemo,
      categories: ['slots'],
      onlyDemo: true,
      views: 142_000,
      likes: 8_100,
      featuredPosition: 2,
      maintenance: false,
      art: artOf('star', 0),
      ageDays: 12,
    },
    {
      ...base,
      ...STABLE_GAMES.broken,
      // In maintenance (the game screen's maintenance state); it stays at the bottom of every section.
      categories: ['slots'],
      onlyDemo: false,
      views: 3,
      likes: 0,
      featuredPosition: null,
      maintenance: true,
      art: artOf('seven', 3),
      ageDays: 400,
    },
  ];
}

/**
 * `count` games (at least the fixed three) over SEED_PROVIDERS, for a tenant whose categories are
 * `categorySlugs` (a game only lists those). Same seed and count → same catalogue.
 */
export function generateCatalogue(
  seed: string,
  count: number,
  categorySlugs: ReadonlySet<string>,
): SeedGame[] {
  const random = seededRandom(seed);
  const result = fixedGames();
  const titles = new Set(result.map((game) => game.title));
  const codes = new Set(result.map((game) => `${game.providerCode}/${game.code}`));
  // Providers in turn, so that each has its share.
  for (let index = 0; result.length < count; index += 1) {
    const provider = SEED_PROVIDERS[index % SEED_PROVIDERS.length];
    if (!provider) break;
    const type = weighted(random, provider.mix);
    let title = titleFor(random, type);
    // A repeated title becomes a sequel: "Carnaval Cash 2", "Carnaval Cash 3", …
    for (let sequel = 2; titles.has(title); sequel += 1)
      title = `${titleFor(random, type)} ${sequel}`;
    titles.add(title);
    let code = gameCodeOf(title);
    for (let n = 2; codes.has(`${provider.code}/${code}`); n += 1)
      code = `${gameCodeOf(title)}-${n}`;
    codes.add(`${provider.code}/${code}`);
    // Most games are seldom opened, a few are hits.
    const views = Math.floor(15 + 120_000 * random() ** 6);
    result.push({
      providerCode: provider.code,
      code,
      title,
      type,
      categories: categoriesFor(random, type, title),
      hasTables: type === 'live' || type === 'table',
      onlyDemo: (type === 'slot' || type === 'instant') && random() < 0.03,
      bonusAllowed: type === 'live' ? random() < 0.3 : random() < 0.85,
      views,
      likes: Math.floor(views * (0.02 + 0.06 * random())),
      featuredPosition: null,
      maintenance: false,
      art: artOf(pick(random, MOTIFS[type]), Math.floor(random() * 4)),
      ageDays: Math.floor(random() * 720),
    });
  }

  const byViews = [...result].sort((a, b) => b.views - a.views);
  const popular = new Set(byViews.slice(0, Math.ceil(result.length * POPULAR_SHARE)));
  let position = 3;
  for (const game of byViews) {
    if (position > FEATURED_COUNT + 2) break;
    if (game.featuredPosition !== null || game.maintenance) continue;
    game.featuredPosition = position;
    position += 1;
  }
  for (const game of result) {
    const slugs = [
      ...(popular.has(game) ? ['populares'] : []),
      ...(game.ageDays < NEW_FOR_DAYS ? ['novos'] : []),
      ...game.categories,
    ];
    game.categories = slugs.filter((slug) => categorySlugs.has(slug));
  }
  return result;
}

export const createdAtOf = (game: SeedGame, now: Date) =>
  // Spread over the day too, so "new" never ties on the same instant.
  new Date(now.getTime() - game.ageDays * DAY_MS - (game.views % 86_400) * 1000);

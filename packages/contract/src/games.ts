// Casino games (docs/design/casino-api.md; product spec §3 "Game", "Game like", §4 "Paged lists",
// "Game screen", "Like toggle", §5 "Other rules", §7 "Games", §9 "Lists and chat"). Light on purpose:
// only zod, so a lobby that parses these answers does not pull the form schemas or phone metadata.
import { z } from 'zod';
import { categorySchema } from './content.ts';
import { idNumberSchema } from './ids.ts';

import {
  FEATURED_GAMES_LIMIT,
  GAME_SEARCH_MAX_LENGTH,
  GAME_CODE_PATTERN,
  GAME_PAGE_SIZE,
  GAME_SORTS,
  GAME_TYPES,
  PROVIDERS_PER_PAGE_MAX,
  RELATED_GAMES_LIMIT,
} from './game-constants.ts';

export {
  GAME_PAGE_SIZE,
  GAME_SORTS,
  GAME_TYPES,
  PROVIDERS_FETCH_THRESHOLD,
  type GameSort,
  type GameType,
} from './game-constants.ts';

/** A provider code or a game code as it appears in `/casino/{provider}/{game}`. */
export const gameCodeSchema = z
  .string()
  .regex(GAME_CODE_PATTERN, 'invalid code')
  .describe('Lower-case letters, digits and hyphens');

export const gameSchema = z
  .object({
    id: z.number().int().describe('Numeric game id (likes, favourites, recent)'),
    game_id: z.number().int().describe('Same as id (older clients read game_id)'),
    title: z.string(),
    gamecode: gameCodeSchema,
    providercode: gameCodeSchema,
    provider_name: z.string(),
    category_slug: z.string().describe('Comma-separated slugs of every category the game is in'),
    type: z.enum(GAME_TYPES),
    has_tables: z.boolean().describe('Live or table game'),
    only_demo: z.boolean().describe('Played with demo credits only; guests may play it too'),
    bonus_allowed: z.boolean().describe('Bonus balance may be wagered on it'),
    views: z.number().int().nonnegative(),
    likes: z.number().int().nonnegative(),
    image: z.url().describe('Thumbnail 3:4, 300×400 webp'),
    image_mobile: z.url().describe('Thumbnail 3:4, 150×200 webp, for small screens'),
    hasFavorite: z.boolean().describe('In the signed-in player’s favourites (false for guests)'),
    created_at: z.iso.datetime({ offset: true }),
    rtp: z
      .number()
      .min(0)
      .max(100)
      .nullable()
      .describe(
        'Theoretical return to player in percent, two decimals (96.50), from the game’s provider; null when the provider does not say (issue 35, Portaria 1.207/2024)',
      ),
  })
  .meta({ id: 'Game' });
export type Game = z.infer<typeof gameSchema>;

/** §3 "Game list pages carry data, current_page, last_page, total". */
export const gamePageSchema = z
  .object({
    data: z.array(gameSchema),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive().describe('At least 1, even for an empty list'),
    per_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'GamePage' });
export type GamePage = z.infer<typeof gamePageSchema>;

const pageParam = z.coerce.number().int().positive().max(100_000).default(1);
const commaList = z.string().max(500).optional();

/**
 * §3 Game filter, as query parameters. `category`: comma-separated slugs, a game must be in all of
 * them, 'todos' (or nothing) = all. `provider`: comma-separated codes, any of them, 'all' (or
 * nothing) = all. `searchTerm`: part of the title, case-insensitive.
 */
export const gameFilterQuerySchema = z
  .object({
    page: pageParam,
    searchTerm: z.string().max(GAME_SEARCH_MAX_LENGTH).optional(),
    category: commaList,
    provider: commaList,
    type: z.enum(GAME_TYPES).optional(),
    bonuses: z
      .enum(['1', '0'])
      .optional()
      .describe("'1': only games where bonus balance may be wagered"),
    sort: z.enum(GAME_SORTS).optional().describe("Default 'popular' (views, then title)"),
  })
  .meta({ id: 'GameFilterQuery' });
export type GameFilterQuery = z.input<typeof gameFilterQuerySchema>;

/** `GET casinos/games` */
export const gamesResponseSchema = z
  .object({ games: gamePageSchema })
  .meta({ id: 'GamesResponse' });

/** `GET featured/home-games`: one section per category (paged over categories), best games first. */
export const homeGamesQuerySchema = z.object({
  page: pageParam,
  searchTerm: z.string().max(GAME_SEARCH_MAX_LENGTH).optional(),
  category: commaList,
  provider: commaList,
  lang: z.enum(['pt-BR', 'en']).optional(),
});
export const homeGameSectionSchema = z
  .object({
    category: categorySchema,
    games: z.array(gameSchema).max(GAME_PAGE_SIZE),
    total: z.number().int().nonnegative().describe('Games in the category'),
  })
  .meta({ id: 'HomeGameSection' });
export type HomeGameSection = z.infer<typeof homeGameSectionSchema>;
export const homeGamesResponseSchema = z
  .object({
    data: z.array(homeGameSectionSchema),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
  })
  .meta({ id: 'HomeGamesResponse' });

/** `GET featured/games`: the operator's featured games (the home page's first rail). */
export const featuredGamesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(GAME_PAGE_SIZE).default(FEATURED_GAMES_LIMIT),
});
export const featuredGamesResponseSchema = z
  .object({ data: z.array(gameSchema) })
  .meta({ id: 'FeaturedGamesResponse' });

/** `GET games/recent` (signed in): the player's games, last played first. */
export const pageQuerySchema = z.object({ page: pageParam });
export const recentGamesResponseSchema = z
  .object({ games: gamePageSchema })
  .meta({ id: 'RecentGamesResponse' });

/** `GET /profile/favorites` (signed in): `games.data`, newest favourite first. */
export const favoriteGamesResponseSchema = z
  .object({ games: gamePageSchema })
  .meta({ id: 'FavoriteGamesResponse' });

/** `POST games/get`: one game by the codes of its page address. 404 when there is no such game. */
export const getGameRequestSchema = z
  .object({
    game_id: gameCodeSchema.describe('The game code of /casino/{provider}/{game}'),
    provider_code: gameCodeSchema,
  })
  .meta({ id: 'GetGameRequest' });
export const gameResponseSchema = z.object({ data: gameSchema }).meta({ id: 'GameResponse' });

/** `POST games/getRelated`: games of the same categories or provider, most viewed first. */
export const relatedGamesRequestSchema = z
  .object({
    game_id: idNumberSchema,
    limit: z.number().int().min(1).max(GAME_PAGE_SIZE).default(RELATED_GAMES_LIMIT),
  })
  .meta({ id: 'RelatedGamesRequest' });
export const relatedGamesResponseSchema = z
  .object({ related_games: z.array(gameSchema) })
  .meta({ id: 'RelatedGamesResponse' });

export const GAME_MODES = ['real', 'demo'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/**
 * `POST games/url`: the launch URL for the iframe. A guest may launch only an `only_demo` game
 * (401 otherwise); an `only_demo` game always runs on demo credits. A signed-in launch is recorded
 * as a recent play. 503 when the provider cannot launch the game (the §4 maintenance state).
 */
export const gameUrlRequestSchema = z
  .object({
    game_id: idNumberSchema,
    provider_code: gameCodeSchema,
    mode: z.enum(GAME_MODES).default('real'),
    device: z.enum(['mobile', 'desktop']).default('desktop'),
    lang: z.enum(['pt-BR', 'en']).default('pt-BR'),
  })
  .meta({ id: 'GameUrlRequest' });
export const gameUrlResponseSchema = z
  .object({
    gameUrl: z.url().describe('Page to show in the iframe (the platform’s demo slot)'),
    mode: z.enum(GAME_MODES),
  })
  .meta({ id: 'GameUrlResponse' });

/**
 * `POST games/launch/sport`: the sports product of a brand without Betby (`hasSports` and not
 * `betby.active`; 404 otherwise), launched from its game provider (the demo provider's sports page
 * in the reference platform). Guests get it too: it shows matches and prices, bets ask to sign in.
 */
export const sportLaunchRequestSchema = z
  .object({ lang: z.enum(['pt-BR', 'en']).default('pt-BR') })
  .meta({ id: 'SportLaunchRequest' });
export const sportLaunchResponseSchema = z
  .object({
    gameUrl: z.url().describe('Page to show in the iframe (the demo provider’s sports page)'),
  })
  .meta({ id: 'SportLaunchResponse' });

/** `POST games/favorite/{gameId}` (signed in). */
export const favoriteRequestSchema = z
  .object({ gameId: idNumberSchema, action: z.enum(['add', 'remove']) })
  .meta({ id: 'FavoriteRequest' });
export const favoriteResponseSchema = z
  .object({ game_id: z.number().int(), hasFavorite: z.boolean() })
  .meta({ id: 'FavoriteResponse' });

/**
 * `POST games/like/{gameId}` (signed in): sets the final state (idempotent: liking a liked game
 * changes nothing). `opId` is the client's operation id, echoed back.
 */
export const likeRequestSchema = z
  .object({ liked: z.boolean(), opId: z.string().min(1).max(64) })
  .meta({ id: 'LikeRequest' });
export const likeResponseSchema = z
  .object({
    game_id: z.number().int(),
    liked: z.boolean(),
    likes: z.number().int().nonnegative(),
    opId: z.string(),
    user_likes: z.array(z.number().int()),
  })
  .meta({ id: 'LikeResponse' });

export const providerSchema = z
  .object({
    code: gameCodeSchema,
    name: z.string(),
    image: z.url().describe('Logo, 240×120 webp'),
    games_count: z.number().int().nonnegative().describe('Games matching the filter'),
  })
  .meta({ id: 'Provider' });
export type Provider = z.infer<typeof providerSchema>;

/** `GET games/providers`: providers with games matching the filter, by name. */
export const providersQuerySchema = z.object({
  page: pageParam,
  per_page: z.coerce.number().int().min(1).max(PROVIDERS_PER_PAGE_MAX).default(50),
  searchTerm: z
    .string()
    .max(GAME_SEARCH_MAX_LENGTH)
    .optional()
    .describe('Part of the provider name'),
  category: commaList,
  provider: commaList,
});
export const providersResponseSchema = z
  .object({
    data: z.array(providerSchema),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'ProvidersResponse' });

/** One symbol of a paytable: three of it on one line pay `pays` × the round's stake. */
export const paytableSymbolSchema = z
  .object({
    id: z.string().describe('The provider’s code for the symbol'),
    name: z.string().describe('The symbol’s name in the asked language'),
    pays: z
      .number()
      .nonnegative()
      .describe('Multiple of the round’s stake paid for three of it on one line'),
  })
  .meta({ id: 'PaytableSymbol' });
export type PaytableSymbol = z.infer<typeof paytableSymbolSchema>;

/**
 * A game's paytable, shown before and during play (issue 35; Portaria 1.207/2024): the RTP, the
 * paying symbols and the rules as text rows in the asked language. A provider may give only rows.
 */
export const paytableSchema = z
  .object({
    game_id: z.number().int(),
    rtp: gameSchema.shape.rtp,
    lines: z.number().int().positive().nullable().describe('Paylines, when the game has lines'),
    symbols: z.array(paytableSymbolSchema).describe('Best paying first; empty when none'),
    rules: z.array(z.string()).describe('How the game pays, one sentence a row'),
  })
  .meta({ id: 'Paytable' });
export type Paytable = z.infer<typeof paytableSchema>;

/** `GET games/paytable`: the paytable of one game, in `lang`. 404 when there is no such game. */
export const paytableQuerySchema = z
  .object({
    game_id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    lang: z.enum(['pt-BR', 'en']).optional().describe('Default: the request’s language'),
  })
  .meta({ id: 'PaytableQuery' });
export const paytableResponseSchema = z
  .object({
    data: paytableSchema.nullable().describe('Null when the game’s provider publishes none'),
  })
  .meta({ id: 'PaytableResponse' });

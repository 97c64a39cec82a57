import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import {
  favoriteGamesResponseSchema,
  favoriteRequestSchema,
  favoriteResponseSchema,
  featuredGamesQuerySchema,
  featuredGamesResponseSchema,
  gameFilterQuerySchema,
  gameResponseSchema,
  gamesResponseSchema,
  gameUrlRequestSchema,
  gameUrlResponseSchema,
  getGameRequestSchema,
  homeGamesQuerySchema,
  homeGamesResponseSchema,
  likeRequestSchema,
  likeResponseSchema,
  pageQuerySchema,
  providersQuerySchema,
  providersResponseSchema,
  recentGamesResponseSchema,
  relatedGamesRequestSchema,
  relatedGamesResponseSchema,
  sportLaunchRequestSchema,
  sportLaunchResponseSchema,
  paytableQuerySchema,
  paytableResponseSchema,
} from '../games.ts';
import { errorResponse, invalid, json, ok, signedIn, unauthenticated } from './responses.ts';

const noSuchGame = errorResponse('No such game');

/** A public list: its query, its page of results, or 422 for a bad query. */
const listing = (summary: string, query: z.ZodObject, response: z.ZodType) => ({
  get: {
    summary,
    requestParams: { query },
    responses: { '200': ok(response), '422': invalid },
  },
});

/** One of the signed-in player's own lists, paged. */
const playerList = (summary: string, response: z.ZodType) => ({
  get: {
    summary,
    security: signedIn,
    requestParams: { query: pageQuerySchema },
    responses: { '200': ok(response), '401': unauthenticated },
  },
});

/** A game looked up by the body, answered as one game or its neighbours. */
const gameLookup = (summary: string, request: z.ZodType, response: z.ZodType) => ({
  post: {
    summary,
    requestBody: json(request),
    responses: { '200': ok(response), '404': noSuchGame, '422': invalid },
  },
});

/** An idempotent toggle of the player on one game (favourite, like). */
const playerToggle = (summary: string, request: z.ZodType, response: z.ZodType) => ({
  post: {
    summary,
    security: signedIn,
    requestParams: { path: z.object({ gameId: z.string().regex(/^\d+$/) }) },
    requestBody: json(request),
    responses: {
      '200': ok(response),
      '401': unauthenticated,
      '404': noSuchGame,
      '422': invalid,
    },
  },
});

/** §7 Games (docs/design/casino-api.md). */
export const gamesPaths = {
  '/casinos/games': listing(
    'A page of 24 games matching the filter',
    gameFilterQuerySchema,
    gamesResponseSchema,
  ),
  '/featured/home-games': listing(
    'Home sections: one per category with games, 4 categories a page, most viewed first',
    homeGamesQuerySchema,
    homeGamesResponseSchema,
  ),
  '/featured/games': listing(
    "The operator's featured games",
    featuredGamesQuerySchema,
    featuredGamesResponseSchema,
  ),
  '/games/recent': playerList("The player's games, last played first", recentGamesResponseSchema),
  '/profile/favorites': playerList(
    "The player's favourite games, newest first",
    favoriteGamesResponseSchema,
  ),
  '/games/get': gameLookup(
    'One game by its page address; counts a view',
    getGameRequestSchema,
    gameResponseSchema,
  ),
  '/games/getRelated': gameLookup(
    'Games sharing a category or the provider',
    relatedGamesRequestSchema,
    relatedGamesResponseSchema,
  ),
  '/games/url': {
    post: {
      summary:
        "Launch URL of a game from its provider's integration (the demo slot in the reference platform); a signed-in launch is a recent play",
      requestBody: json(gameUrlRequestSchema),
      responses: {
        '200': ok(gameUrlResponseSchema),
        '401': errorResponse('A guest asked for a game that is not demo-only'),
        '404': errorResponse('No such game of this provider'),
        '503': errorResponse(
          'The game or its provider is in maintenance, or nothing can launch it',
        ),
      },
    },
  },
  '/games/launch/sport': {
    post: {
      summary:
        "Launch URL of the brand's sports product from its game provider (the demo provider's sports page in the reference platform), for guests and players",
      requestBody: json(sportLaunchRequestSchema),
      responses: {
        '200': ok(sportLaunchResponseSchema),
        '401': errorResponse('A bearer token was sent and is not valid'),
        '404': errorResponse('The brand has no sports product, or offers Betby instead'),
        '422': invalid,
        '503': errorResponse('Nothing can launch the sports product right now'),
      },
    },
  },
  '/games/favorite/{gameId}': playerToggle(
    'Add or remove a favourite (idempotent)',
    favoriteRequestSchema,
    favoriteResponseSchema,
  ),
  '/games/like/{gameId}': playerToggle(
    'Set the like to its final state (idempotent)',
    likeRequestSchema,
    likeResponseSchema,
  ),
  '/games/providers': listing(
    'Providers with games matching the filter, by name',
    providersQuerySchema,
    providersResponseSchema,
  ),
  '/games/paytable': {
    get: {
      summary:
        "A game's paytable and RTP from its provider, in the asked language, for before and during play",
      requestParams: { query: paytableQuerySchema },
      responses: { '200': ok(paytableResponseSchema), '404': noSuchGame, '422': invalid },
    },
  },
} satisfies ZodOpenApiPathsObject;

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  favoriteRequestSchema,
  featuredGamesQuerySchema,
  gameFilterQuerySchema,
  getGameRequestSchema,
  gameUrlRequestSchema,
  homeGamesQuerySchema,
  likeRequestSchema,
  pageQuerySchema,
  paytableQuerySchema,
  providersQuerySchema,
  relatedGamesRequestSchema,
} from '@vitrine/contract/games.ts';
import { ApiError } from '../../http/errors.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { optionalUser, requireUser } from '../accounts/session.ts';
import { assertMayGamble } from '../responsible-gaming/may-gamble-service.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import {
  type CatalogueViewer,
  favoriteGames,
  featuredGames,
  findGameById,
  gameIntegration,
  gameRtp,
  homeSections,
  listGames,
  listProviders,
  openGame,
  recentGames,
  relatedGames,
} from './game-catalogue.ts';
import { gameFilterFrom } from './game-filter.ts';
import { createGuestGameCache } from './guest-games.ts';
import { findLaunchTarget, launchGame } from './game-launch.ts';
import { gameExists, recordPlay, setFavorite, setLike } from './player-games.ts';

const gameIdParamsSchema = z.object({
  gameId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

// §7: a guest sends the Guest-ID it keeps in the browser (`guest-…`); only printable ASCII is kept.
const GUEST_ID_FORMAT = /^[\x21-\x7e]{1,100}$/;
const guestIdOf = (request: FastifyRequest) => {
  const header = request.headers['guest-id'];
  return typeof header === 'string' && GUEST_ID_FORMAT.test(header) ? header : null;
};

/** §7 Games (docs/design/casino-api.md "Calls"). */
export const gameRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, publicUrl, clock, gameProviders } = services;

  /** The tenant and, when a bearer token is sent, its player (a bad token is a 401). */
  const viewerOf = async (request: FastifyRequest): Promise<CatalogueViewer> => {
    const owner = await optionalUser(services, request);
    return {
      tenant: currentTenant(request),
      publicUrl,
      userId: owner?.user.id ?? null,
      gameProviders,
    };
  };
  const playerOf = async (request: FastifyRequest) => {
    const { user } = await requireUser(services, request);
    return { tenant: currentTenant(request), publicUrl, userId: user.id, gameProviders };
  };
  const guestGames = createGuestGameCache();
  const gameNotFound = (request: FastifyRequest) =>
    new ApiError('game.not_found', requestLocale(request));

  app.get('/casinos/games', async (request) => {
    const query = parseInput(gameFilterQuerySchema, request.query, requestLocale(request));
    const viewer = await viewerOf(request);
    const games = await listGames(
      db,
      viewer,
      gameFilterFrom(query),
      query.sort ?? 'popular',
      query.page,
    );
    return { games };
  });

  app.get('/featured/home-games', async (request) => {
    const locale = requestLocale(request);
    const query = parseInput(homeGamesQuerySchema, request.query, locale);
    const viewer = await viewerOf(request);
    return homeSections(db, viewer, gameFilterFrom(query), query.page, query.lang ?? locale);
  });

  app.get('/featured/games', async (request) => {
    const { limit } = parseInput(featuredGamesQuerySchema, request.query, requestLocale(request));
    return { data: await featuredGames(db, await viewerOf(request), limit) };
  });

  app.get('/games/recent', async (request) => {
    const viewer = await playerOf(request);
    const { page } = parseInput(pageQuerySchema, request.query, requestLocale(request));
    return { games: await recentGames(db, viewer, page) };
  });

  app.get('/profile/favorites', async (request) => {
    const viewer = await playerOf(request);
    const { page } = parseInput(pageQuerySchema, request.query, requestLocale(request));
    return { games: await favoriteGames(db, viewer, page) };
  });

  app.post('/games/get', async (request, reply) => {
    const input = parseInput(getGameRequestSchema, bodyOf(request), requestLocale(request));
    const viewer = await viewerOf(request);
    const open = () => openGame(db, viewer, input.provider_code, input.game_id);
    const game =
      viewer.userId === null
        ? await guestGames.get(
            viewer.tenant.id,
            { providerCode: input.provider_code, gameCode: input.game_id },
            open,
          )
        : await open();
    if (!game) throw gameNotFound(request);
    services.gameViews.count(viewer.tenant.id, game.id);
    // A guest's answer is every guest's, but each call is a view: a cache may keep it only to
    // revalidate. A player's carries their `hasFavorite`.
    reply.header('Cache-Control', viewer.userId === null ? 'no-cache' : 'private, no-store');
    reply.header('Vary', 'Authorization');
    return { data: game };
  });

  app.post('/games/getRelated', async (request) => {
    const input = parseInput(relatedGamesRequestSchema, bodyOf(request), requestLocale(request));
    const viewer = await viewerOf(request);
    const game = await findGameById(db, viewer, input.game_id);
    if (!game) throw gameNotFound(request);
    return { related_games: await relatedGames(db, viewer, game, input.limit) };
  });

  // Issue 35 (Portaria 1.207/2024): the paytable before betting and at any time during play.
  app.get('/games/paytable', async (request) => {
    const locale = requestLocale(request);
    const query = parseInput(paytableQuerySchema, request.query, locale);
    const game = await findGameById(db, await viewerOf(request), query.game_id);
    if (!game) throw gameNotFound(request);
    const served = gameIntegration(game, gameProviders);
    const paytable = served?.provider.paytable?.(served.game, query.lang ?? locale) ?? null;
    return {
      data: paytable && { game_id: game.id, rtp: gameRtp(game, gameProviders), ...paytable },
    };
  });

  app.post('/games/url', async (request) => {
    const locale = requestLocale(request);
    const input = parseInput(gameUrlRequestSchema, bodyOf(request), locale);
    const tenant = currentTenant(request);
    const game = await findLaunchTarget(db, tenant.id, input.game_id);
    if (!game || game.providerCode !== input.provider_code) throw gameNotFound(request);
    // A guest may open only a demo-only game; anyone else needs to be signed in.
    const owner = game.onlyDemo
      ? await optionalUser(services, request)
      : await requireUser(services, request);
    const mode = game.onlyDemo || !owner ? 'demo' : input.mode;
    const now = clock();
    // Issue 35: a player who may not bet (paused, impeded, without the required limits, past the
    // time limit) opens no game for real money; the demo mode stays open. Each stake is checked
    // again by the game's debit.
    if (owner && mode === 'real') {
      const player = { tenantId: tenant.id, userId: owner.user.id };
      await assertMayGamble(db, player, { kind: 'launch' }, now, locale);
    }
    const launch = await launchGame(services.gameProviders, game, {
      tenant,
      player: owner ? { userId: owner.user.id } : { guestId: guestIdOf(request) },
      mode,
      lang: input.lang,
      now,
    });
    // Maintenance or no integration: the game screen shows its maintenance state.
    if (launch.outcome !== 'launched') throw new ApiError('game.unavailable', locale);
    if (owner)
      await recordPlay(db, { tenantId: tenant.id, userId: owner.user.id, gameId: game.id }, now);
    return { gameUrl: launch.gameUrl, mode };
  });

  app.post('/games/favorite/:gameId', { config: { idempotency: 'answer' } }, async (request) => {
    const locale = requestLocale(request);
    const viewer = await playerOf(request);
    const { gameId } = parseInput(gameIdParamsSchema, request.params, locale);
    const input = parseInput(favoriteRequestSchema, bodyOf(request), locale);
    if (input.gameId !== gameId)
      throw new ApiError('game.id_mismatch', locale, { field: 'gameId' });
    if (!(await gameExists(db, viewer.tenant.id, gameId))) throw gameNotFound(request);
    const favorite = input.action === 'add';
    await setFavorite(
      db,
      { tenantId: viewer.tenant.id, userId: viewer.userId, gameId },
      favorite,
      clock(),
    );
    return { game_id: gameId, hasFavorite: favorite };
  });

  app.post('/games/like/:gameId', { config: { idempotency: 'answer' } }, async (request) => {
    const locale = requestLocale(request);
    const viewer = await playerOf(request);
    const { gameId } = parseInput(gameIdParamsSchema, request.params, locale);
    const input = parseInput(likeRequestSchema, bodyOf(request), locale);
    const state = await setLike(
      db,
      { tenantId: viewer.tenant.id, userId: viewer.userId, gameId },
      input.liked,
    );
    if (!state) throw gameNotFound(request);
    return {
      game_id: gameId,
      liked: state.liked,
      likes: state.likes,
      opId: input.opId,
      user_likes: state.userLikes,
    };
  });

  app.get('/games/providers', async (request) => {
    const query = parseInput(providersQuerySchema, request.query, requestLocale(request));
    const viewer = await viewerOf(request);
    return listProviders(
      db,
      viewer,
      gameFilterFrom({ category: query.category, provider: query.provider }),
      query.searchTerm?.trim() ?? '',
      query.page,
      query.per_page,
    );
  });
};

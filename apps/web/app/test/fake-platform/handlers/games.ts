import type { Game, GamePage } from '@vitrine/contract/games.ts';
import { makePaytable, TEST_API_LINK } from '../../fixtures';
import type { FakeHandlers } from '../platform';
import { laravelError, unauthenticated } from '../reply';
import { holdsBearer } from './session';

const PAGE_SIZE = 24;

function pageOf(games: Game[], page: number): GamePage {
  return {
    data: games.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    current_page: page,
    last_page: Math.max(1, Math.ceil(games.length / PAGE_SIZE)),
    per_page: PAGE_SIZE,
    total: games.length,
  };
}

const pageParam = (query: URLSearchParams) => Math.max(1, Number(query.get('page') ?? '1') || 1);

/** §7 Games: the db's catalogue, searched by title and paged 24 at a time. */
export const gameHandlers: FakeHandlers = {
  'GET /casinos/games': ({ query }, db) => {
    const term = query.get('searchTerm')?.toLowerCase() ?? '';
    const found = db.games.filter((game) => game.title.toLowerCase().includes(term));
    return { games: pageOf(found, pageParam(query)) };
  },
  'GET /games/recent': (call, db) =>
    holdsBearer(call)
      ? { games: pageOf(db.recentGames, pageParam(call.query)) }
      : unauthenticated(),
  'POST /games/getRelated': ({ body }, db) => ({
    related_games: db.games
      .filter((game) => game.id !== Number(body.game_id))
      .slice(0, body.limit ?? 12),
  }),
  'POST /games/url': ({ body }, db) => {
    const game = db.games.find((candidate) => candidate.id === Number(body.game_id));
    if (!game) return laravelError(404, 'Jogo não encontrado.');
    const mode = game.only_demo ? 'demo' : (body.mode ?? 'real');
    return { gameUrl: `${TEST_API_LINK}/demo/slot/launch-${game.id}`, mode };
  },
  'POST /games/launch/sport': ({ body }) => ({
    gameUrl: `${TEST_API_LINK}/demo/sports?lang=${body.lang ?? 'pt-BR'}`,
  }),
  'POST /games/favorite/:gameId': ({ params, body }) => ({
    game_id: Number(params.gameId),
    hasFavorite: body.action === 'add',
  }),
  'POST /games/like/:gameId': ({ params, body }, db) => {
    const gameId = Number(params.gameId);
    const others = db.player.user_likes.filter((id) => id !== gameId);
    db.player = { ...db.player, user_likes: body.liked ? [...others, gameId] : others };
    const likes = db.games.find((game) => game.id === gameId)?.likes ?? 0;
    return {
      game_id: gameId,
      liked: body.liked,
      likes: likes + (body.liked ? 1 : 0),
      opId: body.opId,
      user_likes: db.player.user_likes,
    };
  },
  // Issue 35: a game's paytable; none for a game whose provider states no RTP.
  'GET /games/paytable': ({ query }, db) => {
    const game = db.games.find((candidate) => candidate.id === Number(query.get('game_id')));
    if (!game) return laravelError(404, 'Jogo não encontrado.');
    const lang = query.get('lang') === 'en' ? 'en' : 'pt-BR';
    return { data: game.rtp === null ? null : makePaytable(game.id, game.rtp, lang) };
  },
};

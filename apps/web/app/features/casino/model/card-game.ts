import type { Game, GamePage } from '@vitrine/contract/games.ts';

/**
 * What a game card shows and needs: its link, picture, names, like count, favourite mark and RTP
 * (issue 35: on every card).
 */
export type CardGame = Pick<
  Game,
  | 'id'
  | 'title'
  | 'gamecode'
  | 'providercode'
  | 'provider_name'
  | 'image'
  | 'image_mobile'
  | 'likes'
  | 'hasFavorite'
  | 'only_demo'
  | 'rtp'
>;

/**
 * A game cut down to its card. Lists that only show cards keep these, not whole games: the home
 * page's loader data carried ~100 games of 17 fields, and the browser decodes all of it in the task
 * that starts hydration.
 */
export function toCardGame(game: CardGame): CardGame {
  return {
    id: game.id,
    title: game.title,
    gamecode: game.gamecode,
    providercode: game.providercode,
    provider_name: game.provider_name,
    image: game.image,
    image_mobile: game.image_mobile,
    likes: game.likes,
    hasFavorite: game.hasFavorite,
    only_demo: game.only_demo,
    rtp: game.rtp,
  };
}

/** A page of a game list as cards: the paging as the API sent it, the games cut to their cards. */
export type CardGamePage = Omit<GamePage, 'data'> & { data: CardGame[] };

/**
 * A page of the lobby cut to its cards: what the lobby's loader sends (its data was ~13 KB of whole
 * games) and what its query keeps, page after page, on a phone that scrolls far.
 */
export function toCardGamePage(page: GamePage): CardGamePage {
  return { ...page, data: page.data.map(toCardGame) };
}

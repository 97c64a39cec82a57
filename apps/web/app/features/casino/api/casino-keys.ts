import { gameFilterKey, type GameFilter } from '../model/game-filter';

/**
 * Query keys of the casino (house rule: key factories). The viewer is part of the key: a list
 * fetched as a guest has no favourites marked, so it is not the signed-in player's list.
 */
export const casinoKeys = {
  all: ['casino'] as const,
  games: (filter: GameFilter, viewer: string) =>
    [...casinoKeys.all, 'games', viewer, gameFilterKey(filter)] as const,
  providers: () => [...casinoKeys.all, 'providers'] as const,
  categories: (locale: string) => [...casinoKeys.all, 'categories', locale] as const,
  featured: (viewer: string) => [...casinoKeys.all, 'featured', viewer] as const,
  favorites: (viewer: string) => [...casinoKeys.all, 'favorites', viewer] as const,
  recent: (viewer: string) => [...casinoKeys.all, 'recent', viewer] as const,
  game: (provider: string, game: string, viewer: string) =>
    [...casinoKeys.all, 'game', viewer, provider, game] as const,
  related: (gameId: number) => [...casinoKeys.all, 'related', gameId] as const,
  paytable: (gameId: number, locale: string) =>
    [...casinoKeys.all, 'paytable', gameId, locale] as const,
};

import { createStore } from 'zustand/vanilla';

// Optimistic favourites (STYLE.md: an overlay keyed by game id, not copies of the lists): what the
// player asked for wins over what a list fetched earlier says, until the server has answered.

export interface FavoriteOverlayState {
  /** The state each touched game should show; absent = as the list says. */
  favorites: ReadonlyMap<number, boolean>;
  pending: ReadonlySet<number>;
  set(gameId: number, favorite: boolean, pending: boolean): void;
  reset(): void;
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

/** One store per app instance (per server render, one in the browser). */
export function createFavoritesStore() {
  return createStore<FavoriteOverlayState>()((set) => ({
    favorites: new Map(),
    pending: new Set(),
    set(gameId, favorite, isPending) {
      set((state) => {
        const favorites = new Map(state.favorites).set(gameId, favorite);
        const pending = new Set(state.pending);
        if (isPending) pending.add(gameId);
        else pending.delete(gameId);
        return { favorites, pending };
      });
    },
    reset() {
      set({ favorites: new Map(), pending: new Set() });
    },
  }));
}

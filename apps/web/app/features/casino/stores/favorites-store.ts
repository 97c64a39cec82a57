import { createStore } from 'zustand/vanilla';

// Optimistic favourites (house rule: an overlay keyed by game id, not copies of the lists): what
// the player asked for wins over what a list fetched earlier says, until the server has answered.

export interface FavoriteOverlayState {
  /**
   * The state each touched game should show, keyed `viewer:gameId` (another player signing in on
   * this page starts clean); absent = as the list says.
   */
  favorites: ReadonlyMap<string, boolean>;
  pending: ReadonlySet<string>;
  set(key: string, favorite: boolean, pending: boolean): void;
  reset(): void;
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

/** One store per app instance (per server render, one in the browser). */
export function createFavoritesStore() {
  return createStore<FavoriteOverlayState>()((set) => ({
    favorites: new Map(),
    pending: new Set(),
    set(key, favorite, isPending) {
      set((state) => {
        const favorites = new Map(state.favorites).set(key, favorite);
        const pending = new Set(state.pending);
        if (isPending) pending.add(key);
        else pending.delete(key);
        return { favorites, pending };
      });
    },
    reset() {
      set({ favorites: new Map(), pending: new Set() });
    },
  }));
}

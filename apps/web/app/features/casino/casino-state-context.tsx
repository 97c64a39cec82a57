import { createContext, type ReactNode, use, useState } from 'react';
import { createFavoritesStore, type FavoritesStore } from './stores/favorites-store';

// The casino's client state, one set of stores per app instance (never shared across server renders).

interface CasinoState {
  favorites: FavoritesStore;
}

const CasinoStateContext = createContext<CasinoState | null>(null);

export function CasinoStateProvider({ children }: { children: ReactNode }) {
  const [state] = useState<CasinoState>(() => ({ favorites: createFavoritesStore() }));
  return <CasinoStateContext value={state}>{children}</CasinoStateContext>;
}

function useCasinoState(): CasinoState {
  const state = use(CasinoStateContext);
  if (!state) throw new Error('Casino hooks need a <CasinoStateProvider> (set up by the layout)');
  return state;
}

export const useFavoritesStore = () => useCasinoState().favorites;

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useStore } from 'zustand';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { useViewer } from '~/core/session/viewer-context';
import { useFavoritesStore } from '../casino-state-context';
import { casinoKeys } from './casino-keys';
import { gameSchemas } from './game-schemas';

/** `POST games/favorite/{gameId}` (signed in): adds or removes; answers the state now held. */
export async function setFavorite(
  client: HttpClient,
  gameId: number,
  favorite: boolean,
): Promise<boolean> {
  const { favoriteResponseSchema } = await gameSchemas();
  const response = await client.post(`/games/favorite/${gameId}`, {
    body: { gameId, action: favorite ? 'add' : 'remove' },
    schema: favoriteResponseSchema,
  });
  return response.hasFavorite;
}

/**
 * A game's favourite button: shows the player's choice at once, sends it, settles on the server's
 * answer (or goes back on failure, the http client reporting the error) and refreshes the
 * favourites page. A guest is asked to sign in instead.
 */
export function useFavoriteToggle(game: { id: number; hasFavorite: boolean }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { signedIn, viewer, requestSignIn } = useViewer();
  const store = useFavoritesStore();
  const key = `${viewer}:${game.id}`;
  const overlay = useStore(store, (state) => state.favorites.get(key));
  const pending = useStore(store, (state) => state.pending.has(key));
  const favorite = signedIn ? (overlay ?? game.hasFavorite) : false;

  const toggle = useCallback(() => {
    if (!signedIn) {
      requestSignIn();
      return;
    }
    if (store.getState().pending.has(key)) return;
    const wanted = !favorite;
    store.getState().set(key, wanted, true);
    setFavorite(client, game.id, wanted).then(
      (held) => {
        store.getState().set(key, held, false);
        void queryClient.invalidateQueries({ queryKey: casinoKeys.favorites(viewer) });
      },
      () => store.getState().set(key, !wanted, false),
    );
  }, [signedIn, requestSignIn, store, key, game.id, favorite, client, queryClient, viewer]);

  return { favorite, pending, toggle };
}

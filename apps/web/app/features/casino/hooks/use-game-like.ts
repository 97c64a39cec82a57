import { useCallback } from 'react';
import { useStore } from 'zustand';
import { useViewer } from '~/core/session/viewer-context';
import { shownLikes, type GameLikeView } from '../model/like-scheduler';
import { useLikesStore } from '../stores/likes-store';

export interface GameLike {
  /** The player's choice, shown at once (always false for a guest). */
  liked: boolean;
  /** The choice is not yet confirmed by the server. */
  pending: boolean;
  /** The count to show: the server's latest, moved by one while the player's choice differs. */
  likes: number;
  /** §4 "Like toggle" for a player; asks a guest to sign in instead. */
  toggle: () => void;
}

/** A game's like button and count (needs a `LikesProvider` above it). */
export function useGameLike(game: { id: number; likes: number }): GameLike {
  const { signedIn, requestSignIn } = useViewer();
  const store = useLikesStore();
  const touched = useStore(store, (state) => state.games.get(game.id));
  const inServerSet = useStore(store, (state) => state.serverLikes.has(game.id));
  const view: GameLikeView = touched ?? {
    liked: inServerSet,
    pending: false,
    serverLiked: inServerSet,
    serverLikes: null,
  };

  const toggle = useCallback(() => {
    if (!signedIn) {
      requestSignIn();
      return;
    }
    store.getState().toggle(game.id);
  }, [signedIn, requestSignIn, store, game.id]);

  // Until the store hears of a sign-out (an effect away), a guest sees nobody's choice.
  if (!signedIn) return { liked: false, pending: false, likes: game.likes, toggle };
  return { liked: view.liked, pending: view.pending, likes: shownLikes(view, game.likes), toggle };
}

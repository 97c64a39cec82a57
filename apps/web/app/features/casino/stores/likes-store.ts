import { createContext, createElement, type ReactNode, use, useEffect, useState } from 'react';
import { createStore } from 'zustand/vanilla';
import { type LikeResponse, useSendLike } from '../api/like-game';
import { useViewer } from '~/core/session/viewer-context';
import {
  browserLikeClock,
  createLikeScheduler,
  type GameLikeView,
  type LikeClock,
  type SendLike,
} from '../model/like-scheduler';

// §4 "Like toggle" for React: the scheduler's snapshot in a zustand store (house rule: optimistic
// state that must survive refetches lives in an overlay keyed by game id, not in copies of lists).

export interface LikesState {
  /** The server's liked set (`user_likes`), as last replaced. */
  serverLikes: ReadonlySet<number>;
  /** Games touched in this visit; each view keeps its identity until that game changes. */
  games: ReadonlyMap<number, GameLikeView>;
  /** §4: a click on a game's like; false when ignored (within 200 ms of the previous one). */
  toggle(gameId: number): boolean;
  /**
   * §4: the user's liked set changed: the local one is replaced by it (a pending game keeps the
   * player's choice until its answer). null when nobody is signed in: every choice, timer and
   * request is dropped.
   */
  syncServerLikes(userLikes: readonly number[] | null): void;
  /** Sets where requests and confirmed liked sets go (an effect keeps it current). */
  connect(connection: LikesConnection): void;
  /** Cancels every timer and request, keeping the server's set (the provider unmounts). */
  cancelAll(): void;
}

/** Where the store's requests go and where confirmed liked sets go; may change between renders. */
export interface LikesConnection {
  send: SendLike<LikeResponse>;
  /** The server confirmed a choice: its answer carries the player's liked set. */
  onUserLikes?: (userLikes: number[]) => void;
}

export interface LikesStoreOptions extends Partial<LikesConnection> {
  /** The server's liked set at start; null for a guest. */
  userLikes: readonly number[] | null;
  /** Default: the real timers (which Vitest's fake timers replace). */
  clock?: LikeClock<ReturnType<typeof globalThis.setTimeout>>;
  createOpId?: () => string;
}

export type LikesStore = ReturnType<typeof createLikesStore>;

const notConnected: SendLike<LikeResponse> = () =>
  Promise.reject(new Error('The likes store has no connection yet'));

/** One store per app instance (per server render, one in the browser): never shared across requests. */
export function createLikesStore(options: LikesStoreOptions) {
  let connection: LikesConnection = {
    send: options.send ?? notConnected,
    onUserLikes: options.onUserLikes,
  };
  return createStore<LikesState>()((set) => {
    const scheduler = createLikeScheduler({
      send: (...args) => connection.send(...args),
      clock: options.clock ?? browserLikeClock,
      initialLikes: options.userLikes ?? [],
      createOpId: options.createOpId,
      onChange: ({ serverLikes, games }) => set({ serverLikes, games }),
      onAcknowledged: (_gameId, ack) => connection.onUserLikes?.(ack.user_likes),
    });
    const { serverLikes, games } = scheduler.getSnapshot();
    return {
      serverLikes,
      games,
      toggle: (gameId) => scheduler.toggle(gameId),
      syncServerLikes(userLikes) {
        if (userLikes === null) scheduler.reset();
        else scheduler.replaceServerLikes(userLikes);
      },
      connect(next) {
        connection = next;
      },
      cancelAll: () => scheduler.reset(scheduler.getSnapshot().serverLikes),
    };
  });
}

const LikesStoreContext = createContext<LikesStore | null>(null);

/**
 * The player's likes for the casino below it. Reads the casino session (liked set, sign-in state,
 * where confirmed sets go) and the API client; mount it once, inside `ViewerProvider`.
 */
export function LikesProvider({ children }: { children: ReactNode }) {
  const { userLikes, onUserLikes } = useViewer();
  const send = useSendLike();
  const [store] = useState(() => createLikesStore({ userLikes }));
  useSyncLikesWithSession(store, { userLikes, send, onUserLikes });
  return createElement(LikesStoreContext, { value: store }, children);
}

/**
 * Keeps the store in step with the session: its liked set replaces the local one whenever it
 * changes, requests go through the current client, and everything in flight is dropped on unmount.
 */
function useSyncLikesWithSession(
  store: LikesStore,
  session: LikesConnection & { userLikes: readonly number[] | null },
) {
  const { userLikes, send, onUserLikes } = session;
  useEffect(() => store.getState().connect({ send, onUserLikes }), [store, send, onUserLikes]);
  useEffect(() => store.getState().syncServerLikes(userLikes), [store, userLikes]);
  useEffect(() => () => store.getState().cancelAll(), [store]);
}

export function useLikesStore(): LikesStore {
  const store = use(LikesStoreContext);
  if (!store) throw new Error('Like hooks need a <LikesProvider> (set up by the casino layout)');
  return store;
}

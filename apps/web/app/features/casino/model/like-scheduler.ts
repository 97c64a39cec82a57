// §4 "Like toggle" with the constants of §9 "Likes and prompts". Pure: timers, the clock and the
// request are injected; a zustand store adapts it for React (stores/likes-store.ts).
export const LIKE_DEBOUNCE_MS = 150;
export const LIKE_MIN_CLICK_INTERVAL_MS = 200;
export const LIKE_RETRY_DELAY_MS = 400;

export interface LikeClock<Handle> {
  setTimeout: (callback: () => void, ms: number) => Handle;
  clearTimeout: (handle: Handle) => void;
  now: () => number;
}

/** The real timers, for the app; tests inject fake ones. */
export const browserLikeClock: LikeClock<ReturnType<typeof globalThis.setTimeout>> = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
  now: () => Date.now(),
};

/** What the scheduler reads from the server's answer (`likeResponseSchema` satisfies it). */
export interface LikeAck {
  liked: boolean;
  likes: number;
}

/** Sets the game's final state on the server; rejects on failure, and on abort of `signal`. */
export type SendLike<Ack extends LikeAck = LikeAck> = (
  gameId: number,
  liked: boolean,
  opId: string,
  signal: AbortSignal,
) => Promise<Ack>;

/** One game as a card shows it. */
export interface GameLikeView {
  /** The player's choice, shown at once. */
  liked: boolean;
  /** A choice not yet confirmed by the server. */
  pending: boolean;
  /** The state the server holds, as far as this client knows. */
  serverLiked: boolean;
  /** The count from the server's latest answer for this game; null before one arrived. */
  serverLikes: number | null;
}

export interface LikesSnapshot {
  /** The server's liked set (`user_likes`), as last replaced. */
  serverLikes: ReadonlySet<number>;
  /** Games touched in this visit; a game absent here shows what `serverLikes` says. */
  games: ReadonlyMap<number, GameLikeView>;
}

export interface LikeSchedulerOptions<Handle, Ack extends LikeAck> {
  send: SendLike<Ack>;
  clock: LikeClock<Handle>;
  /** The server's liked set at start (`user_likes`). */
  initialLikes?: Iterable<number>;
  /** Default: `crypto.randomUUID()` where available. */
  createOpId?: () => string;
  /** Every change of what a card shows. */
  onChange?: (snapshot: LikesSnapshot) => void;
  /** The server confirmed the latest choice for a game (the caller may update `user_likes`). */
  onAcknowledged?: (gameId: number, ack: Ack) => void;
}

export interface LikeScheduler {
  /** §4: a click on a game's like. Returns false when the click is ignored (too soon). */
  toggle(gameId: number): boolean;
  /** §4: the user's liked set changed on the server side of the app: replaces the local one. */
  replaceServerLikes(gameIds: Iterable<number>): void;
  /** Forgets every choice and cancels every timer and request (sign-out, unmount). */
  reset(gameIds?: Iterable<number>): void;
  getSnapshot(): LikesSnapshot;
}

/** What a game shows when it has not been touched in this visit. */
export function gameLikeView(snapshot: LikesSnapshot, gameId: number): GameLikeView {
  const touched = snapshot.games.get(gameId);
  if (touched) return touched;
  const liked = snapshot.serverLikes.has(gameId);
  return { liked, pending: false, serverLiked: liked, serverLikes: null };
}

/**
 * The count a card shows: the server's latest count for the game (or the list's, fetched while the
 * server held `serverLiked`), moved by one while the player's choice differs from it.
 */
export function shownLikes(view: GameLikeView, listedLikes: number): number {
  const base = view.serverLikes ?? listedLikes;
  const offset = view.liked === view.serverLiked ? 0 : view.liked ? 1 : -1;
  return Math.max(0, base + offset);
}

let fallbackOpCounter = 0;
function defaultOpId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  // crypto.randomUUID exists only in secure contexts; an op id needs to be unique, not secret.
  fallbackOpCounter += 1;
  return `${Date.now().toString(36)}-${fallbackOpCounter}-${Math.random().toString(36).slice(2)}`;
}

interface Operation {
  opId: string;
  controller: AbortController;
}

interface GameEntry<Handle> {
  view: GameLikeView;
  lastClickAt: number;
  debounce: Handle | null;
  retry: Handle | null;
  /** The latest request for the game: an answer to any other one is ignored. */
  latest: Operation | null;
}

export function createLikeScheduler<Handle, Ack extends LikeAck = LikeAck>(
  options: LikeSchedulerOptions<Handle, Ack>,
): LikeScheduler {
  const { send, clock, onChange, onAcknowledged } = options;
  const createOpId = options.createOpId ?? defaultOpId;
  const entries = new Map<number, GameEntry<Handle>>();
  let snapshot: LikesSnapshot = {
    serverLikes: new Set(options.initialLikes ?? []),
    games: new Map(),
  };

  function emit(serverLikes: ReadonlySet<number> = snapshot.serverLikes) {
    const games = new Map<number, GameLikeView>();
    for (const [gameId, entry] of entries) games.set(gameId, entry.view);
    snapshot = { serverLikes, games };
    onChange?.(snapshot);
  }

  // A view keeps its identity while unchanged, so only the cards whose game changed render again.
  function update(entry: GameEntry<Handle>, change: Partial<GameLikeView>) {
    const current = entry.view;
    const next = { ...current, ...change };
    const changed =
      next.liked !== current.liked ||
      next.pending !== current.pending ||
      next.serverLiked !== current.serverLiked ||
      next.serverLikes !== current.serverLikes;
    if (changed) entry.view = next;
  }

  function cancelTimers(entry: GameEntry<Handle>) {
    if (entry.debounce !== null) clock.clearTimeout(entry.debounce);
    if (entry.retry !== null) clock.clearTimeout(entry.retry);
    entry.debounce = null;
    entry.retry = null;
  }

  /** A newer choice supersedes the request in flight: it is cancelled and its answer ignored. */
  function abandonLatest(entry: GameEntry<Handle>) {
    entry.latest?.controller.abort();
    entry.latest = null;
  }

  function sendLatest(gameId: number, entry: GameEntry<Handle>) {
    const operation: Operation = { opId: createOpId(), controller: new AbortController() };
    entry.latest = operation;
    let request: Promise<Ack>;
    try {
      request = send(gameId, entry.view.liked, operation.opId, operation.controller.signal);
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (ack) => {
        if (entries.get(gameId) !== entry || entry.latest !== operation) return;
        entry.latest = null;
        update(entry, {
          liked: ack.liked,
          pending: false,
          serverLiked: ack.liked,
          serverLikes: ack.likes,
        });
        emit();
        onAcknowledged?.(gameId, ack);
      },
      () => {
        // §4: a cancelled request ends there. The scheduler is the only one to abort its requests,
        // so its own signal tells a cancellation from a failure (an HttpError of kind 'aborted').
        if (operation.controller.signal.aborted) return;
        if (entries.get(gameId) !== entry || entry.latest !== operation) return;
        entry.retry = clock.setTimeout(() => {
          entry.retry = null;
          // §4: retried only while it is still the latest request (a click clears this timer).
          if (entry.latest === operation) sendLatest(gameId, entry);
        }, LIKE_RETRY_DELAY_MS);
      },
    );
  }

  return {
    toggle(gameId) {
      const now = clock.now();
      const existing = entries.get(gameId);
      // §4: 200 ms from the previous honoured click; an ignored click does not restart the wait.
      if (existing && now - existing.lastClickAt < LIKE_MIN_CLICK_INTERVAL_MS) return false;
      const entry: GameEntry<Handle> = existing ?? {
        view: gameLikeView(snapshot, gameId),
        lastClickAt: now,
        debounce: null,
        retry: null,
        latest: null,
      };
      entries.set(gameId, entry);
      entry.lastClickAt = now;
      cancelTimers(entry);
      abandonLatest(entry);
      update(entry, { liked: !entry.view.liked, pending: true });
      // §4: the final state goes out after 150 ms of quiet.
      entry.debounce = clock.setTimeout(() => {
        entry.debounce = null;
        sendLatest(gameId, entry);
      }, LIKE_DEBOUNCE_MS);
      emit();
      return true;
    },

    replaceServerLikes(gameIds) {
      const serverLikes = new Set(gameIds);
      for (const [gameId, entry] of entries) {
        const liked = serverLikes.has(gameId);
        // A pending game keeps the player's choice: the list it is replaced by was written before
        // that choice reached the server, and would flip the heart back until the answer flips it
        // again. Its answer settles it (and the list that follows carries it).
        if (entry.view.pending) update(entry, { serverLiked: liked });
        else update(entry, { liked, serverLiked: liked });
      }
      emit(serverLikes);
    },

    reset(gameIds = []) {
      for (const entry of entries.values()) {
        cancelTimers(entry);
        abandonLatest(entry);
      }
      entries.clear();
      emit(new Set(gameIds));
    },

    getSnapshot: () => snapshot,
  };
}

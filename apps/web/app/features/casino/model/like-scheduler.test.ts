import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLikeScheduler,
  gameLikeView,
  LIKE_DEBOUNCE_MS,
  LIKE_MIN_CLICK_INTERVAL_MS,
  LIKE_RETRY_DELAY_MS,
  shownLikes,
  type LikeAck,
  type LikeClock,
} from './like-scheduler';

interface Ack extends LikeAck {
  user_likes: number[];
}

interface SentLike {
  gameId: number;
  liked: boolean;
  opId: string;
  signal: AbortSignal;
  succeed(ack?: Partial<Ack>): void;
  fail(error?: unknown): void;
}

/** A server whose answers the test gives by hand; a request rejects when its signal aborts. */
function fakeServer() {
  const sent: SentLike[] = [];
  const send = vi.fn((gameId: number, liked: boolean, opId: string, signal: AbortSignal) => {
    return new Promise<Ack>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
      sent.push({
        gameId,
        liked,
        opId,
        signal,
        succeed: (ack) => resolve({ liked, likes: 10, user_likes: liked ? [gameId] : [], ...ack }),
        fail: (error = new Error('HTTP 500')) => reject(error),
      });
    });
  });
  return { send, sent, last: () => sent.at(-1)! };
}

const timers: LikeClock<ReturnType<typeof globalThis.setTimeout>> = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
  now: () => Date.now(),
};

const GAME = 7;

function setUp(initialLikes: number[] = []) {
  const server = fakeServer();
  const onAcknowledged = vi.fn();
  let opCount = 0;
  const scheduler = createLikeScheduler({
    send: server.send,
    clock: timers,
    initialLikes,
    createOpId: () => `op-${++opCount}`,
    onAcknowledged,
  });
  const view = (gameId = GAME) => gameLikeView(scheduler.getSnapshot(), gameId);
  return { scheduler, server, view, onAcknowledged };
}

/** Runs timers and lets settled requests be handled. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('like toggle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('flips the liked state at once and marks it pending', () => {
    const { scheduler, view, server } = setUp();
    expect(scheduler.toggle(GAME)).toBe(true);
    expect(view()).toMatchObject({ liked: true, pending: true });
    expect(server.send).not.toHaveBeenCalled();
  });

  it('unlikes a game the server lists as liked', () => {
    const { scheduler, view } = setUp([GAME]);
    expect(view().liked).toBe(true);
    scheduler.toggle(GAME);
    expect(view()).toMatchObject({ liked: false, pending: true });
  });

  it('ignores a second click on the same game within 200 ms', async () => {
    const { scheduler, view, server } = setUp();
    scheduler.toggle(GAME);
    await wait(LIKE_MIN_CLICK_INTERVAL_MS - 1);
    expect(scheduler.toggle(GAME)).toBe(false);
    expect(view().liked).toBe(true);
    expect(server.sent.map((call) => call.liked)).toEqual([true]);
  });

  it('honours a click 200 ms after the previous one', async () => {
    const { scheduler, view } = setUp();
    scheduler.toggle(GAME);
    await wait(LIKE_MIN_CLICK_INTERVAL_MS);
    expect(scheduler.toggle(GAME)).toBe(true);
    expect(view()).toMatchObject({ liked: false, pending: true });
  });

  it('counts the 200 ms from the last honoured click, not from an ignored one', async () => {
    const { scheduler } = setUp();
    scheduler.toggle(GAME);
    await wait(150);
    expect(scheduler.toggle(GAME)).toBe(false);
    await wait(50);
    expect(scheduler.toggle(GAME)).toBe(true);
  });

  it('lets clicks on different games through at the same moment', () => {
    const { scheduler, view } = setUp();
    expect(scheduler.toggle(1)).toBe(true);
    expect(scheduler.toggle(2)).toBe(true);
    expect(view(1).liked && view(2).liked).toBe(true);
  });

  it('sends the final state after 150 ms of quiet, with a fresh operation id', async () => {
    const { scheduler, server } = setUp();
    scheduler.toggle(GAME);
    await wait(LIKE_DEBOUNCE_MS - 1);
    expect(server.send).not.toHaveBeenCalled();
    await wait(1);
    expect(server.sent).toHaveLength(1);
    expect(server.last()).toMatchObject({ gameId: GAME, liked: true, opId: 'op-1' });
    expect(server.last().signal.aborted).toBe(false);
  });

  it('clears the pending flag and keeps the server count when the answer arrives', async () => {
    const { scheduler, server, view, onAcknowledged } = setUp();
    scheduler.toggle(GAME);
    await wait(LIKE_DEBOUNCE_MS);
    server.last().succeed({ likes: 42, user_likes: [3, GAME] });
    await wait(0);
    expect(view()).toEqual({ liked: true, pending: false, serverLiked: true, serverLikes: 42 });
    expect(onAcknowledged).toHaveBeenCalledWith(
      GAME,
      expect.objectContaining({ likes: 42, user_likes: [3, GAME] }),
    );
  });

  it('cancels a request superseded by a newer click and ignores its answer', async () => {
    const { scheduler, server, view, onAcknowledged } = setUp();
    scheduler.toggle(GAME);
    await wait(LIKE_DEBOUNCE_MS);
    const first = server.last();

    await wait(LIKE_MIN_CLICK_INTERVAL_MS - LIKE_DEBOUNCE_MS);
    scheduler.toggle(GAME);
    expect(first.signal.aborted).toBe(true);
    // A server that answered anyway changes nothing.
    first.succeed({ likes: 99 });
    await wait(0);
    expect(view()).toMatchObject({ liked: false, pending: true, serverLikes: null });
    expect(onAcknowledged).not.toHaveBeenCalled();

    await wait(LIKE_DEBOUNCE_MS);
    expect(server.sent.map((call) => [call.liked, call.opId])).toEqual([
      [true, 'op-1'],
      [false, 'op-2'],
    ]);
    server.last().succeed({ likes: 41 });
    await wait(0);
    expect(view()).toMatchObject({ liked: false, pending: false, serverLikes: 41 });
    expect(onAcknowledged).toHaveBeenCalledTimes(1);
  });

  it('does nothing more once a request is cancelled: no retry, no change', async () => {
    const { scheduler, server, view } = setUp();
    scheduler.toggle(GAME);
    await wait(LIKE_DEBOUNCE_MS);
    scheduler.reset();
    await wait(LIKE_RETRY_DELAY_MS * 3);
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]!.signal.aborted).toBe(true);
    expect(view()).toEqual({ liked: false, pending: false, serverLiked: false, serverLikes: null });
  });

  it('retries a failed request after 400 ms while it is still the latest', async () => {
    const { scheduler, server, view } = setUp();
    scheduler.toggle(GAME);
    await wait(LIKE_DEBOUNCE_MS);
    server.last().fail();
    await wait(LIKE_RETRY_DELAY_MS - 1);
    expect(server.sent).toHaveLength(1);
    expect(view()).toMatchObject({ liked: true, pending: true });

    await wait(1);
    expect(server.sent).toHaveLength(2);
    expect(server.last()).toMatchObject({ liked: true, opId: 'op-2' });

    server.last().fail();
    await wait(LIKE_RETRY_DELAY_MS);
    server.last().succeed();
    await wait(0);
    expect(server.sent).toHaveLength(3);
    expect(view()).toMatchObject({ liked: true, pending: false });
  });

  it('does not retry a failed request once a newer click has superseded it', async () => {
    const { scheduler, server, view } = setUp();
    scheduler.toggle(GAME);
    await wait(LIKE_DEBOUNCE_MS);
    server.last().fail();
    await wait(LIKE_MIN_CLICK_INTERVAL_MS - LIKE_DEBOUNCE_MS);
    scheduler.toggle(GAME);
    await wait(LIKE_RETRY_DELAY_MS * 2);
    expect(server.sent.map((call) => call.liked)).toEqual([true, false]);
    expect(view()).toMatchObject({ liked: false, pending: true });
  });

  it('ignores a failure that arrives after a newer click', async () => {
    const { scheduler, server } = setUp();
    scheduler.toggle(GAME);
    await wait(LIKE_DEBOUNCE_MS);
    const first = server.last();
    await wait(LIKE_MIN_CLICK_INTERVAL_MS - LIKE_DEBOUNCE_MS);
    scheduler.toggle(GAME);
    first.fail();
    await wait(LIKE_DEBOUNCE_MS + LIKE_RETRY_DELAY_MS);
    expect(server.sent.map((call) => call.liked)).toEqual([true, false]);
  });

  it('treats a send that throws at once as a failure to retry', async () => {
    const { scheduler, server } = setUp();
    server.send.mockImplementationOnce(() => {
      throw new Error('offline');
    });
    scheduler.toggle(GAME);
    await wait(LIKE_DEBOUNCE_MS + LIKE_RETRY_DELAY_MS);
    expect(server.send).toHaveBeenCalledTimes(2);
  });

  describe('when the user’s liked set changes', () => {
    it('replaces the local liked set', () => {
      const { scheduler, view } = setUp([1, 2]);
      scheduler.replaceServerLikes([2, 3]);
      expect([view(1).liked, view(2).liked, view(3).liked]).toEqual([false, true, true]);
    });

    it('replaces the state of a game whose choice the server has confirmed', async () => {
      const { scheduler, server, view } = setUp();
      scheduler.toggle(GAME);
      await wait(LIKE_DEBOUNCE_MS);
      server.last().succeed();
      await wait(0);
      scheduler.replaceServerLikes([]);
      expect(view()).toMatchObject({ liked: false, pending: false, serverLiked: false });
    });

    it('keeps a pending game as the player left it until its answer arrives', async () => {
      const { scheduler, server, view } = setUp();
      scheduler.toggle(GAME);
      scheduler.replaceServerLikes([1]);
      expect(view()).toMatchObject({ liked: true, pending: true });
      expect(view(1).liked).toBe(true);

      await wait(LIKE_DEBOUNCE_MS);
      server.last().succeed({ user_likes: [1, GAME] });
      await wait(0);
      scheduler.replaceServerLikes([1, GAME]);
      expect(view()).toMatchObject({ liked: true, pending: false });
    });
  });

  it('forgets every choice on reset and starts from the given set', async () => {
    const { scheduler, view } = setUp([1]);
    scheduler.toggle(GAME);
    scheduler.reset([5]);
    expect([view(1).liked, view(5).liked, view().liked]).toEqual([false, true, false]);
    expect(view().pending).toBe(false);
    // A reset also forgets when the game was last clicked.
    expect(scheduler.toggle(GAME)).toBe(true);
  });
});

describe('the like count a card shows', () => {
  const view = (liked: boolean, serverLiked: boolean, serverLikes: number | null = null) => ({
    liked,
    pending: liked !== serverLiked,
    serverLiked,
    serverLikes,
  });

  it('is the list’s count while the choice matches the server', () => {
    expect(shownLikes(view(true, true), 12)).toBe(12);
  });

  it('is one more or one less while the choice differs from the server', () => {
    expect(shownLikes(view(true, false), 12)).toBe(13);
    expect(shownLikes(view(false, true), 12)).toBe(11);
  });

  it('follows the server’s latest count once it answered', () => {
    expect(shownLikes(view(true, true, 40), 12)).toBe(40);
    expect(shownLikes(view(false, true, 40), 12)).toBe(39);
  });

  it('never goes below zero', () => {
    expect(shownLikes(view(false, true), 0)).toBe(0);
  });
});

// Loaded up front: the call imports its schemas lazily, which fake timers cannot wait for.
import '@vitrine/contract/games.ts';
import { act, fireEvent, screen } from '@testing-library/react';
import type { User } from '@vitrine/contract/user.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '~/core/session/api/session-keys';
import type { SessionUser } from '~/core/session/model/session-user';
import type { ResponseBody } from '~/test/fake-platform/endpoints';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { LIKE_DEBOUNCE_MS } from '../model/like-scheduler';
import { useGameLike } from './use-game-like';

const GAME = { id: 7, likes: 10 };

function LikeButton() {
  const { liked, pending, likes, toggle } = useGameLike(GAME);
  return (
    <button type="button" aria-pressed={liked} aria-busy={pending} onClick={toggle}>
      Curtir ({likes})
    </button>
  );
}

type LikeAnswer = ResponseBody<'POST /games/like/:gameId'>;

/** The like button for `player` (a guest without one); the server's answer waits for `release`. */
function renderLikeButton(player: User | null = testUser()) {
  let release: (answer: LikeAnswer) => void = () => undefined;
  const answer = new Promise<LikeAnswer>((resolve) => {
    release = resolve;
  });
  const view = renderApp(<LikeButton />, {
    player: player ?? undefined,
    handlers: { 'POST /games/like/:gameId': () => answer },
  });
  const likeCalls = () => view.platform.callsTo('POST /games/like/:gameId');
  return { ...view, release, likeCalls };
}

const likeButton = () => screen.getByRole('button', { name: /curtir/i });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useGameLike', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shows a like at once, sends it after 150 ms and settles on the server’s answer', async () => {
    const { likeCalls, release, queryClient } = renderLikeButton();

    fireEvent.click(likeButton());
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    expect(likeButton().getAttribute('aria-busy')).toBe('true');
    expect(likeButton().textContent).toBe('Curtir (11)');
    expect(likeCalls()).toHaveLength(0);

    await wait(LIKE_DEBOUNCE_MS);
    expect(likeCalls()).toHaveLength(1);
    const [like] = likeCalls();
    expect(like?.params).toEqual({ gameId: '7' });
    expect(like?.body).toEqual({ liked: true, opId: expect.any(String) });
    const opId = like?.body?.opId ?? '';

    release({ game_id: 7, liked: true, likes: 42, opId, user_likes: [3, 7] });
    await wait(0);
    expect(likeButton().getAttribute('aria-busy')).toBe('false');
    expect(likeButton().textContent).toBe('Curtir (42)');
    expect(queryClient.getQueryData<SessionUser>(sessionKeys.me())?.user_likes).toEqual([3, 7]);
  });

  it('asks a guest to sign in instead of liking', async () => {
    const { platform, authModal } = renderLikeButton(null);

    fireEvent.click(likeButton());
    await wait(LIKE_DEBOUNCE_MS);
    expect(authModal()).toMatchObject({ open: true, mode: 'login' });
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
    expect(platform.calls).toHaveLength(0);
  });

  it('follows the player’s liked set when it changes', async () => {
    const { queryClient } = renderLikeButton(testUser({ user_likes: [] }));
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');

    act(() => {
      queryClient.setQueryData<SessionUser>(sessionKeys.me(), (user) =>
        user ? { ...user, user_likes: [7] } : user,
      );
    });
    await wait(0);
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    expect(likeButton().textContent).toBe('Curtir (10)');
  });

  it('drops a choice in flight when the player signs out', async () => {
    const { likeCalls, session, queryClient } = renderLikeButton();
    fireEvent.click(likeButton());
    await wait(LIKE_DEBOUNCE_MS);
    expect(likeCalls()).toHaveLength(1);

    // As the session's sign-out does: a guest, and nothing cached of the player who left.
    act(() => {
      session().getState().becameGuest();
      queryClient.removeQueries();
    });
    await wait(5_000);
    expect(likeCalls()).toHaveLength(1);
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
    // Nothing signs the player who left back in with a changed liked set.
    expect(session().getState().status).toBe('guest');
  });
});

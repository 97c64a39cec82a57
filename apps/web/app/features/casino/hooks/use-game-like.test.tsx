// Loaded up front: the call imports its schemas lazily, which fake timers cannot wait for.
import '@vitrine/contract/games.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '~/lib/api-client-context';
import { createHttpClient } from '~/lib/http/http-client';
import { fakeApi, json } from '~/test/fake-api';
import { CasinoSessionProvider, type CasinoSession } from '../casino-session-context';
import { LIKE_DEBOUNCE_MS } from '../model/like-scheduler';
import { LikesProvider } from '../stores/likes-store';
import { useGameLike } from './use-game-like';

const GAME = { id: 7, likes: 10 };
const LIKE_PATH = 'POST /t/demo/games/like/7';

function LikeButton() {
  const { liked, pending, likes, toggle } = useGameLike(GAME);
  return (
    <button type="button" aria-pressed={liked} aria-busy={pending} onClick={toggle}>
      Curtir ({likes})
    </button>
  );
}

function session(overrides: Partial<CasinoSession> = {}): CasinoSession {
  return {
    viewer: '1',
    signedIn: true,
    ready: true,
    userLikes: [],
    requestSignIn: vi.fn(),
    onUserLikes: vi.fn(),
    ...overrides,
  };
}

/** The server's answer is held back until the test releases it. */
function heldAnswer() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

function renderLikeButton(value: CasinoSession, held = heldAnswer()) {
  const api = fakeApi({ [LIKE_PATH]: () => held.answer });
  const client = createHttpClient({
    baseUrl: 'http://api.test/t/demo',
    fetch: api.fetch,
    getAuthToken: () => 'token',
    getGuestId: () => null,
    getLmcp: () => null,
  });
  const ui = (current: CasinoSession) => (
    <ApiClientProvider client={client}>
      <CasinoSessionProvider value={current}>
        <LikesProvider>
          <LikeButton />
        </LikesProvider>
      </CasinoSessionProvider>
    </ApiClientProvider>
  );
  const result = render(ui(value));
  return { ...result, api, held, rerenderWith: (next: CasinoSession) => result.rerender(ui(next)) };
}

const likeButton = () => screen.getByRole('button', { name: /curtir/i });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useGameLike', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shows a like at once, sends it after 150 ms and settles on the server’s answer', async () => {
    const value = session();
    const { api, held } = renderLikeButton(value);

    fireEvent.click(likeButton());
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    expect(likeButton().getAttribute('aria-busy')).toBe('true');
    expect(likeButton().textContent).toBe('Curtir (11)');
    expect(api.calls).toHaveLength(0);

    await wait(LIKE_DEBOUNCE_MS);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({ liked: true, opId: expect.any(String) });
    const { opId } = api.calls[0]!.body as { opId: string };

    held.release(json({ game_id: 7, liked: true, likes: 42, opId, user_likes: [3, 7] }));
    await wait(0);
    expect(likeButton().getAttribute('aria-busy')).toBe('false');
    expect(likeButton().textContent).toBe('Curtir (42)');
    expect(value.onUserLikes).toHaveBeenCalledWith([3, 7]);
  });

  it('asks a guest to sign in instead of liking', async () => {
    const value = session({ signedIn: false, userLikes: null });
    const { api } = renderLikeButton(value);

    fireEvent.click(likeButton());
    await wait(LIKE_DEBOUNCE_MS);
    expect(value.requestSignIn).toHaveBeenCalledTimes(1);
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
    expect(api.calls).toHaveLength(0);
  });

  it('follows the player’s liked set when it changes', async () => {
    const { rerenderWith } = renderLikeButton(session({ userLikes: [] }));
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');

    rerenderWith(session({ userLikes: [7] }));
    await wait(0);
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    expect(likeButton().textContent).toBe('Curtir (10)');
  });

  it('drops a choice in flight when the player signs out', async () => {
    const value = session();
    const { api, rerenderWith } = renderLikeButton(value);
    fireEvent.click(likeButton());
    await wait(LIKE_DEBOUNCE_MS);
    expect(api.calls).toHaveLength(1);

    rerenderWith(session({ signedIn: false, userLikes: null }));
    await wait(5_000);
    expect(api.calls).toHaveLength(1);
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
    expect(value.onUserLikes).not.toHaveBeenCalled();
  });
});
